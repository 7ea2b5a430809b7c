// A move to another page started from a control that stays behind (the header's search, emptied
// once a suggestion is chosen) or goes away (the cart drawer, which closes as its Checkout link is
// followed and gives the focus back to the header's cart button): without help the focus stays in
// the header, and a keyboard or screen reader user starts the new page from the top of the header.
// The new page's heading takes the focus instead, once no dialog is open any more.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

const MAX_FRAMES = 120;
let pending = false;

/** Called as such a move starts: the next page's heading takes the focus. */
export function focusNextPageHeading(): void {
  pending = true;
}

/** In the shell: on the page change asked for, the page's h1 (focusable by script only) takes the focus. */
export function useNextPageHeadingFocus(): void {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose.
  useEffect(() => {
    if (!pending) return;
    pending = false;
    let frames = 0;
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>("main h1");
      if (heading && !document.querySelector("dialog:modal")) {
        heading.tabIndex = -1;
        heading.focus();
        return;
      }
      if (++frames < MAX_FRAMES) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
}
