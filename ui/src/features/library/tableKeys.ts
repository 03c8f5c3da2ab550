//! How the keyboard moves through the table: arrows by one row, Page Up and
//! Page Down by a screenful, Home and End to the ends. Pure.

/** The row the key leads to from `active`, or `null` when the key does not move. */
export function rowAfterKey(key: string, active: number, count: number, page: number): number | null {
  if (count <= 0) return null;
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));
  switch (key) {
    case "ArrowDown":
      return clamp(active + 1);
    case "ArrowUp":
      return clamp(active - 1);
    case "PageDown":
      return clamp(active + Math.max(1, page));
    case "PageUp":
      return clamp(active - Math.max(1, page));
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The scroll position that shows row `index` whole, starting from `top` with `rows` rows in view. */
export function scrollToShow(index: number, top: number, rows: number, rowHeight: number): number {
  const rowTop = index * rowHeight;
  if (rowTop < top) return rowTop;
  const bottom = top + Math.max(1, rows) * rowHeight;
  return rowTop + rowHeight > bottom ? rowTop + rowHeight - Math.max(1, rows) * rowHeight : top;
}
