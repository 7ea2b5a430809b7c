// The delivery desk's address (issue 49): which orders it lists (`filter`) and where a page starts
// (`after`, the last row of the page before). Pure, so the page's links and the server read alike.

/** "all" paid orders waiting for hand-over, the viewer's own, nobody's yet, or past their promise. */
export const DESK_FILTERS = ["all", "mine", "unassigned", "late"] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export function deskFilterParam(value: string | null | undefined): DeskFilter {
  return DESK_FILTERS.find((filter) => filter === value) ?? "all";
}

/**
 * Where a page starts: after this row in the desk's order (deadline, then id). The list is paged by
 * this key rather than by an offset, so every page costs one indexed range read of its rows.
 */
export interface DeskCursor {
  deliverBy: string;
  orderId: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_([1-9]\d{0,15})$/;

export function deskCursorText(cursor: DeskCursor): string {
  return `${cursor.deliverBy}_${cursor.orderId}`;
}

/** The cursor of an `after` parameter; anything malformed is the first page. */
export function deskCursorParam(value: string | null | undefined): DeskCursor | null {
  const match = value ? CURSOR.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  const orderId = Number(match[2]);
  return Number.isSafeInteger(orderId) ? { deliverBy: match[1], orderId } : null;
}

/** The desk's address for a filter and a page start. */
export function deskPath(filter: DeskFilter, after: DeskCursor | null = null): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (after) params.set("after", deskCursorText(after));
  const query = params.toString();
  return query ? `/admin/desk?${query}` : "/admin/desk";
}
