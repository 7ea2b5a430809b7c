import { isNotNull, isNull, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

// Pagination for admin lists: a page number from the address, and the page count for the links.
export const ADMIN_PAGE_SIZE = 20;

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

/** The `page` search parameter as a page number ≥ 1 (anything else is page 1). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function offsetOf(page: number, pageSize = ADMIN_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

export function toPage<Row>(rows: Row[], total: number, page: number, pageSize = ADMIN_PAGE_SIZE): Page<Row> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The archive filter of catalogue lists: live entries (default), archived ones, or both. */
export const ARCHIVE_FILTERS = ["active", "archived", "all"] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

export function archiveFilterParam(value: string | null): ArchiveFilter {
  return ARCHIVE_FILTERS.find((filter) => filter === value) ?? "active";
}

export function archiveCondition(column: SQLiteColumn, filter: ArchiveFilter): SQL | undefined {
  if (filter === "active") return isNull(column);
  if (filter === "archived") return isNotNull(column);
  return undefined;
}
