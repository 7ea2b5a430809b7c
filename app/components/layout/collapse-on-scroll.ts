// Loaded after the page's first load (app/components/layout/header.tsx): behaviour only, nothing the
// server's HTML needs, so it stays out of every page's first-load JavaScript (issue #19).

/** Below this width the header stacks its rows (app/styles/app.css) and collapses while scrolling. */
const STACKED = "(max-width: 899px)";
/** Scrolled less than this, the full header shows. */
const COLLAPSE_AFTER = 160;
/** Scrolling back up this far brings the full header back. */
const EXPAND_AFTER_UP = 32;

/**
 * On a phone the sticky header's navigation and search rows fold away while the shopper scrolls
 * down, leaving the logo, cart and account bar; scrolling up, reaching the top or moving the focus
 * into the header brings them back. The rows' height stays as the header's bottom margin, so the
 * page under it never jumps. Marks the header `data-collapsed`; returns the function that stops it.
 */
export function collapseOnScroll(header: HTMLElement): () => void {
  const stacked = window.matchMedia(STACKED);
  let lastY = window.scrollY;
  let upBy = 0;
  let frame = 0;
  const setCollapsed = (collapsed: boolean) => {
    if (collapsed === (header.dataset.collapsed !== undefined)) return;
    if (collapsed) {
      const fullHeight = header.offsetHeight;
      header.dataset.collapsed = "true";
      header.style.marginBottom = `${Math.max(0, fullHeight - header.offsetHeight)}px`;
    } else {
      delete header.dataset.collapsed;
      header.style.marginBottom = "";
    }
  };
  const expand = () => {
    upBy = 0;
    setCollapsed(false);
  };
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    if (!stacked.matches || y < COLLAPSE_AFTER || header.matches(":focus-within")) expand();
    else if (y > lastY) {
      upBy = 0;
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
  header.addEventListener("focusin", expand);
  return () => {
    window.removeEventListener("scroll", onScroll);
    stacked.removeEventListener("change", onScroll);
    header.removeEventListener("focusin", expand);
    cancelAnimationFrame(frame);
    expand();
  };
}
