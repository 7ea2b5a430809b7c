import { type RefObject, useEffect, useState } from "react";

/** What a shopper can act on; the chat button must never sit on top of one. */
const CONTROL =
  "a[href], button, input:not([type=hidden]), select, textarea, label, summary, [role=button], [tabindex]";

/**
 * Whether the floating chat button should step aside: while a control of the page lies under the
 * place it floats at (a full-width button at the bottom of a phone's screen, a card's Buy button),
 * it slides to the screen's edge, into the page's side margin, until the control has scrolled past.
 * At the end of a page the page's own bottom margin keeps the last action clear of it.
 */
export function useClearOfControls(button: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = button.current;
      if (!element) return;
      // Where the button floats when it is not aside (its transform is ignored by offset*).
      const style = getComputedStyle(element);
      const right = document.documentElement.clientWidth - Number.parseFloat(style.right);
      const bottom = window.innerHeight - Number.parseFloat(style.bottom);
      const size = element.offsetWidth;
      const points = [
        [right - size / 2, bottom - size / 2],
        [right - 4, bottom - 4],
        [right - size + 4, bottom - 4],
        [right - 4, bottom - size + 4],
        [right - size + 4, bottom - size + 4],
      ];
      const covers = points.some(([x = 0, y = 0]) =>
        document
          .elementsFromPoint(x, y)
          .some(
            (under) => !element.contains(under) && under.closest(CONTROL) !== null && !under.closest(".chat-launcher"),
          ),
      );
      setAside(covers);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // The page under it changes too (a card form opens, a list grows).
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [button, active]);
  return aside;
}
