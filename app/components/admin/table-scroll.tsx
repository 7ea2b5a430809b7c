/**
 * A table that may be wider than a phone: it scrolls sideways, and a keyboard can scroll it too,
 * so a table with nothing focusable in it is itself a stop, a group named by its heading (WCAG
 * 2.1.1; a group, not a region, as the heading's section is already that region).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this holds a table.
    <div className="admin-table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
