//! The table's rows as pages fetched from the backend by offset: which pages
//! a range of rows needs, the row at an index, and a cache that keeps the
//! pages near the rows shown and forgets the rest. Pure data helpers.

import type { LibraryRow } from "../../ipc";

/** Rows per page asked of the backend. */
export const PAGE_SIZE = 100;
/** Pages kept at most; the ones farthest from the rows shown go first. */
export const MAX_PAGES = 30;

/** Fetched pages by page number. */
export type Pages = ReadonlyMap<number, readonly LibraryRow[]>;

/** The page numbers holding rows `first` to `last` (inclusive) of `count` rows. */
export function pagesCovering(first: number, last: number, count: number): number[] {
  if (count <= 0 || last < first) return [];
  const from = Math.floor(Math.max(0, first) / PAGE_SIZE);
  const to = Math.floor(Math.min(count - 1, last) / PAGE_SIZE);
  const pages: number[] = [];
  for (let page = from; page <= to; page++) pages.push(page);
  return pages;
}

/** The row at `index`, or `null` while its page has not arrived. */
export function rowAt(pages: Pages, index: number): LibraryRow | null {
  return pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE] ?? null;
}

/** `pages` with `page` added, keeping the `MAX_PAGES` nearest to `page`. */
export function withPage(pages: Pages, page: number, rows: readonly LibraryRow[]): Map<number, readonly LibraryRow[]> {
  const next = new Map(pages);
  next.set(page, rows);
  if (next.size <= MAX_PAGES) return next;
  const farthest = [...next.keys()].sort((a, b) => Math.abs(b - page) - Math.abs(a - page));
  for (const old of farthest.slice(0, next.size - MAX_PAGES)) next.delete(old);
  return next;
}

/** `pages` with the row of `row.id` replaced by `row`. */
export function withRow(pages: Pages, row: LibraryRow): Map<number, readonly LibraryRow[]> {
  const next = new Map<number, readonly LibraryRow[]>();
  for (const [page, rows] of pages)
    next.set(
      page,
      rows.map((r) => (r.id === row.id ? row : r)),
    );
  return next;
}
