//! Column letters above and below, row numbers left and right of the
//! visible range; the names are those of the whole board.

import { columnName, rowName } from "./points";
import type { VisibleRange } from "./types";

/** How far outside the grid the labels sit, in cells. */
const COORDINATE_OFFSET = 0.85;

/** The coordinate labels along all four sides. */
export function Coordinates({ height, range }: { height: number; range: VisibleRange }) {
  const labels = [];
  for (let x = range.left; x <= range.right; x++) {
    labels.push(
      <text key={`t${x}`} x={x} y={range.top - COORDINATE_OFFSET} dy="0.35em">
        {columnName(x)}
      </text>,
      <text key={`b${x}`} x={x} y={range.bottom + COORDINATE_OFFSET} dy="0.35em">
        {columnName(x)}
      </text>,
    );
  }
  for (let y = range.top; y <= range.bottom; y++) {
    labels.push(
      <text key={`l${y}`} x={range.left - COORDINATE_OFFSET} y={y} dy="0.35em">
        {rowName(y, height)}
      </text>,
      <text key={`r${y}`} x={range.right + COORDINATE_OFFSET} y={y} dy="0.35em">
        {rowName(y, height)}
      </text>,
    );
  }
  return (
    <g class="board-coordinates" fill="#3d2b12" font-size="0.4" text-anchor="middle">
      {labels}
    </g>
  );
}
