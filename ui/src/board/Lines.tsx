//! The wooden surface, the grid lines and the star points. At an edge of the
//! visible range that is not an edge of the board, lines run on half a cell
//! so a partial diagram reads as cut out of a larger board.

import { fromSgf, inRange } from "./points";
import type { SgfPoint, VisibleRange } from "./types";

interface LinesProps {
  width: number;
  height: number;
  range: VisibleRange;
  /** The viewBox, so the wood covers all of it. */
  view: { x: number; y: number; w: number; h: number };
  wood: string;
  starPoints: readonly SgfPoint[];
}

const LINE = "#3d2b12";

/** Wood, grid and star points of the visible range. */
export function Lines({ width, height, range, view, wood, starPoints }: LinesProps) {
  const x1 = range.left === 0 ? 0 : range.left - 0.5;
  const x2 = range.right === width - 1 ? range.right : range.right + 0.5;
  const y1 = range.top === 0 ? 0 : range.top - 0.5;
  const y2 = range.bottom === height - 1 ? range.bottom : range.bottom + 0.5;
  const rows = [];
  for (let y = range.top; y <= range.bottom; y++) rows.push(<line key={`r${y}`} x1={x1} y1={y} x2={x2} y2={y} />);
  const columns = [];
  for (let x = range.left; x <= range.right; x++) columns.push(<line key={`c${x}`} x1={x} y1={y1} x2={x} y2={y2} />);
  const stars = starPoints.map(fromSgf).filter((p) => p !== null && inRange(p, range));
  return (
    <g>
      <rect x={view.x} y={view.y} width={view.w} height={view.h} fill={wood} />
      <g stroke={LINE} stroke-width="0.035" stroke-linecap="square">
        {rows}
        {columns}
      </g>
      <g fill={LINE}>{stars.map((p) => p && <circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r="0.11" />)}</g>
    </g>
  );
}
