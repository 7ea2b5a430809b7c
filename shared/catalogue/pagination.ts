// Paging rules shared by the game page's server query and its pagination links.

/** Spec section 9: the pagination shows 4 page numbers at a time. */
const PAGE_WINDOW = 4;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show: `size` consecutive pages containing `current`, starting one page
 * before it when possible, and never past the first or the last page.
 */
export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): number[] {
  const last = Math.max(1, pages);
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, Math.min(page - 1, last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
