//! Column letters above and below, row labels left and right of the
//! visible range, in the chosen notation; the names are those of the whole board.

import type { Notation } from "../ipc";
import { columnLabel, rowLabel } from "./notation";
import type { VisibleRange } from "./types";

/** How far outside the grid the labels sit, in cells. */
const COORDINATE_OFFSET = 0.85;

interface CoordinatesProps {
  height: number;
  range: VisibleRange;
  notation: Notation;
}

/** The coordinate labels along all four sides. */
export function Coordinates({ height, range, notation }: CoordinatesProps) {
  const labels = [];
  for (let x = range.left; x <= range.right; x++) {
    const label = columnLabel(x, notation);
    labels.push(
      <text key={`t${x}`} x={x} y={range.top - COORDINATE_OFFSET} dy="0.35em">
        {label}
      </text>,
      <text key={`b${x}`} x={x} y={range.bottom + COORDINATE_OFFSET} dy="0.35em">
        {label}
      </text>,
    );
  }
  for (let y = range.top; y <= range.bottom; y++) {
    const label = rowLabel(y, height, notation);
    labels.push(
      <text key={`l${y}`} x={range.left - COORDINATE_OFFSET} y={y} dy="0.35em">
        {label}
      </text>,
      <text key={`r${y}`} x={range.right + COORDINATE_OFFSET} y={y} dy="0.35em">
        {label}
      </text>,
    );
  }
  return (
    <g class="board-coordinates" data-notation={notation} fill="#3d2b12" font-size="0.4" text-anchor="middle">
      {labels}
    </g>
  );
}
