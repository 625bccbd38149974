/** The 1-based first and last row shown and the page count, for the footer and the buttons. */
export interface PageRange {
  first: number;
  last: number;
  pageCount: number;
}

/** Which rows a page shows of `total`; `itemsPerPage` -1 (All) is one page holding everything. */
export function pageRange(page: number, itemsPerPage: number, total: number): PageRange {
  if (total <= 0) return { first: 0, last: 0, pageCount: 1 };
  if (itemsPerPage === -1) return { first: 1, last: total, pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(total / itemsPerPage));
  const first = Math.min((page - 1) * itemsPerPage + 1, total);
  return { first, last: Math.min(page * itemsPerPage, total), pageCount };
}
