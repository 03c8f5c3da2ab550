//! The table's columns: each a sort key, a header text, a width and what its
//! cell shows. One list, so header, rows and widths never disagree.

import type { PlainKey } from "../../i18n";
import type { LibraryRow, SortKey } from "../../ipc";
import { komiText, playerText, resultShort, rulesText, sizeText, sourceText } from "./describe";

/** One column of the table. */
export interface Column {
  sort: SortKey;
  label: PlainKey;
  /**
   * Least width in pixels: the header fits it in all ten languages (the
   * sort arrow sits in the button's right padding); a wider table shares
   * the space out in proportion.
   */
  width: number;
  text: (row: LibraryRow) => string;
  /** The cell's tooltip, where it says more than the cell's text. */
  tip?: (row: LibraryRow) => string | undefined;
}

/** The columns in order. */
export const COLUMNS: readonly Column[] = [
  { sort: "black", label: "library.col.black", width: 150, text: (r) => playerText(r.black, r.black_rank) },
  { sort: "white", label: "library.col.white", width: 150, text: (r) => playerText(r.white, r.white_rank) },
  { sort: "result", label: "library.col.result", width: 100, text: resultShort },
  // The ISO form the column sorts by; the date as written is the tooltip.
  {
    sort: "date",
    label: "library.col.date",
    width: 116,
    text: (r) => r.date_iso ?? r.date ?? "",
    tip: (r) => r.date ?? undefined,
  },
  { sort: "title", label: "library.col.title", width: 140, text: (r) => r.title ?? "" },
  { sort: "size", label: "library.col.size", width: 84, text: sizeText },
  {
    sort: "handicap",
    label: "library.col.handicap",
    width: 96,
    text: (r) => (r.handicap > 0 ? String(r.handicap) : ""),
  },
  { sort: "komi", label: "library.col.komi", width: 64, text: (r) => komiText(r.komi) },
  { sort: "rules", label: "library.col.rules", width: 110, text: (r) => rulesText(r.rules) },
  { sort: "moves", label: "library.col.moves", width: 84, text: (r) => String(r.moves) },
  { sort: "event", label: "library.col.event", width: 140, text: (r) => r.event ?? "" },
  { sort: "source", label: "library.col.source", width: 140, text: sourceText },
];

/** Width of the first column, which holds each row's open button. */
export const OPEN_WIDTH = 40;

/**
 * The columns a narrow table leaves out first, first to last: what the
 * details panel beside the table shows anyway. Players, result, date and
 * board always stay.
 */
const LEFT_OUT_FIRST: readonly SortKey[] = ["source", "event", "moves", "komi", "rules", "handicap", "title"];

/** The least width of a row of `columns`; rows fill a wider table. */
export function rowWidth(columns: readonly Column[]): number {
  return columns.reduce((sum, c) => sum + c.width, OPEN_WIDTH);
}

/**
 * The columns, in their order, that fit a table `width` pixels wide without
 * scrolling sideways: the least important are left out until the rest fit.
 * A width of 0 (not measured yet) keeps every column.
 */
export function fittingColumns(width: number): readonly Column[] {
  let shown: readonly Column[] = COLUMNS;
  for (const key of LEFT_OUT_FIRST) {
    if (width <= 0 || rowWidth(shown) <= width) break;
    shown = shown.filter((c) => c.sort !== key);
  }
  return shown;
}

/** The CSS grid template of a row: the open button fixed, each column its width or its share of a wider table. */
export function gridTemplate(columns: readonly Column[]): string {
  return [`${OPEN_WIDTH}px`, ...columns.map((c) => `minmax(${c.width}px, ${c.width}fr)`)].join(" ");
}
