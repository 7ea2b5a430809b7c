// Plain anchors that move inside the store as Remix's <Link> does, through one click handler for a
// whole row of them. A <Link> runs a dozen hooks on every render, on the server too: the game page
// drew some thirty, and their hooks were a twentieth of the server's work on that page (issue #19).
// Rows of links (the game page's choices, the footer) are anchors with this handler on their row.
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

/** A click the browser would follow in this tab: the main button, no key that opens it elsewhere. */
function followsInPlace(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (link.target && link.target !== "_self") return false;
  return !link.hasAttribute("download") && link.origin === window.location.origin;
}

interface InStoreOptions {
  /** Keeps the scroll where it is (a choice on the same page), as <Link preventScrollReset>. */
  preventScrollReset?: boolean;
  /** Handles a link's click in place instead of following it (true when it did). */
  handle?: (link: HTMLAnchorElement) => boolean;
}

/** The click handler for an element holding plain links to the store's own pages. */
export function useInStoreLinks({ preventScrollReset = false, handle }: InStoreOptions = {}) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if (!followsInPlace(event, link)) return;
    event.preventDefault();
    if (handle?.(link)) return;
    const to = link.pathname + link.search + link.hash;
    // As a <Link>: a link to the address shown replaces it rather than adding a step to go back through.
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { preventScrollReset, replace: to === here });
  };
}
