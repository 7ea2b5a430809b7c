// Pagination and filters for admin lists, read from the address; a pure module (no database),
// so the list components may import it.
export const ADMIN_PAGE_SIZE = 20;

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

export function offsetOf(page: number, pageSize = ADMIN_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** The rows' own type is kept as given (a generic query's rows stay typed for the caller). */
export function toPage<Rows extends unknown[]>(
  rows: Rows,
  total: number,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Page<Rows[number]> & { rows: Rows } {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The archive filter of catalogue lists: live entries (default), archived ones, or both. */
export const ARCHIVE_FILTERS = ["active", "archived", "all"] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

export function archiveFilterParam(value: string | null): ArchiveFilter {
  return ARCHIVE_FILTERS.find((filter) => filter === value) ?? "active";
}
