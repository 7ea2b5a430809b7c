// Paging by key and filters for admin lists, read from the address; a pure module (no database),
// so the list components may import it. workers/db/keyset.ts turns a PageRequest into SQL.
export const ADMIN_PAGE_SIZE = 20;

/**
 * A page of an admin list, read by key (issue 52): `next` and `previous` are opaque cursors of the
 * last and first rows' sort key and id, null at either end. No total: counting a table that grows
 * costs a full read on every page.
 */
export interface Page<Row> {
  rows: Row[];
  next: string | null;
  previous: string | null;
}

/** A cursor's values: the row's sort key, then its id. */
export type CursorValues = Array<string | number>;

/** Where a page starts: after a row (the next page), before one (the previous page), or the first page. */
export interface PageRequest {
  after: CursorValues | null;
  before: CursorValues | null;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export function cursorText(values: CursorValues): string {
  return toBase64Url(JSON.stringify(values));
}

/** The values of a cursor from an address; null for anything not written by cursorText. */
export function readCursor(text: string | null): CursorValues | null {
  if (!text || text.length > 400) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const values: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (!Array.isArray(values) || values.length === 0 || values.length > 6) return null;
    const plain = values.every(
      (value) =>
        (typeof value === "string" && value.length <= 200) || (typeof value === "number" && Number.isFinite(value)),
    );
    return plain ? (values as CursorValues) : null;
  } catch {
    return null;
  }
}

/** `after` and `before` of an address (`before` wins when both are there). */
export function pageRequestOf(params: URLSearchParams): PageRequest {
  const before = readCursor(params.get("before"));
  return { before, after: before ? null : readCursor(params.get("after")) };
}

/** The address of the page next to this one, keeping the list's filters. */
export function pageLink(params: URLSearchParams, side: "after" | "before", cursor: string): string {
  const next = new URLSearchParams(params);
  next.delete("after");
  next.delete("before");
  next.delete("page");
  next.set(side, cursor);
  return `?${next}`;
}

/** The archive filter of catalogue lists: live entries (default), archived ones, or both. */
export const ARCHIVE_FILTERS = ["active", "archived", "all"] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

export function archiveFilterParam(value: string | null): ArchiveFilter {
  return ARCHIVE_FILTERS.find((filter) => filter === value) ?? "active";
}
