//! Sorting the library's table: a column's header toggles between
//! ascending and descending; another column starts ascending. Pure.

import type { SortKey } from "../../ipc";

/** The column sorted by and the direction. */
export interface SortState {
  key: SortKey;
  descending: boolean;
}

/** Newest first, until the user sorts by a column. */
export const DEFAULT_SORT: SortState = { key: "added", descending: true };

/** The sort after the header of `key` was pressed. */
export function toggleSort(current: SortState, key: SortKey): SortState {
  return current.key === key ? { key, descending: !current.descending } : { key, descending: false };
}

/** The header's `aria-sort` for `key`. */
export function ariaSort(current: SortState, key: SortKey): "ascending" | "descending" | "none" {
  if (current.key !== key) return "none";
  return current.descending ? "descending" : "ascending";
}
