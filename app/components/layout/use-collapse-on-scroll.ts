import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Below this width the header stacks its rows (app/styles/app.css) and collapses while scrolling. */
const STACKED = "(max-width: 899px)";
/** Scrolled less than this, the full header shows. */
const COLLAPSE_AFTER = 160;
/** Scrolling back up this far brings the full header back. */
const EXPAND_AFTER_UP = 32;

/** A layout effect in the browser (before paint, so the page never jumps); nothing to do on the server. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * On a phone the sticky header's navigation and search rows fold away while the shopper scrolls
 * down, leaving the logo, cart and account bar; scrolling up, reaching the top or moving the focus
 * into the header brings them back. The rows' height stays as the header's bottom margin, so the
 * page under it never jumps.
 */
export function useCollapseOnScroll(header: RefObject<HTMLElement | null>): boolean {
  const [collapsed, setCollapsed] = useState(false);
  const fullHeight = useRef(0);

  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const stacked = window.matchMedia(STACKED);
    let lastY = window.scrollY;
    let upBy = 0;
    let frame = 0;
    const expand = () => {
      upBy = 0;
      setCollapsed(false);
    };
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (!stacked.matches || y < COLLAPSE_AFTER || element.matches(":focus-within")) expand();
      else if (y > lastY) {
        upBy = 0;
        if (element.dataset.collapsed === undefined) fullHeight.current = element.offsetHeight;
        setCollapsed(true);
      } else {
        upBy += lastY - y;
        if (upBy >= EXPAND_AFTER_UP) expand();
      }
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    stacked.addEventListener("change", onScroll);
    element.addEventListener("focusin", expand);
    return () => {
      window.removeEventListener("scroll", onScroll);
      stacked.removeEventListener("change", onScroll);
      element.removeEventListener("focusin", expand);
      cancelAnimationFrame(frame);
    };
  }, [header]);

  useBrowserLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    element.style.marginBottom = collapsed ? `${Math.max(0, fullHeight.current - element.offsetHeight)}px` : "";
  }, [collapsed, header]);

  return collapsed;
}
