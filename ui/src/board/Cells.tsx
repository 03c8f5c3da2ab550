//! The accessible side of the board: one focusable grid cell per visible
//! point, transparent, laid over the drawing. Rows carry role="row" and
//! cells role="gridcell" with the point's description as their name; a
//! roving tabindex makes the whole board a single tab stop.

import type { Position } from "./points";
import type { BoardProps, SgfPoint } from "./types";

/** One visible point with its accessible name. */
export interface Cell {
  point: SgfPoint;
  position: Position;
  name: string;
}

interface CellsProps extends Pick<BoardProps, "stones" | "ghosts" | "markers" | "onActivate"> {
  rows: readonly (readonly Cell[])[];
  /** The point that holds the board's tab stop. */
  tabStop: SgfPoint;
  onFocusPoint: (point: SgfPoint) => void;
}

/** Rows of focusable cells; stable `data-point` / `data-stone` / `data-ghost` / `data-marker` attributes for tests. */
export function Cells({ rows, tabStop, stones, ghosts, markers, onActivate, onFocusPoint }: CellsProps) {
  return (
    <g>
      {rows.map((row) => (
        <g role="row" key={row[0]?.point}>
          {row.map(({ point, position, name }) => (
            <rect
              key={point}
              class="board-cell"
              role="gridcell"
              aria-label={name}
              tabindex={point === tabStop ? 0 : -1}
              data-point={point}
              data-stone={stones[point]}
              data-ghost={stones[point] ? undefined : ghosts?.[point]}
              data-marker={markers?.[point]?.kind}
              x={position.x - 0.46}
              y={position.y - 0.46}
              width="0.92"
              height="0.92"
              rx="0.12"
              fill="transparent"
              onFocus={() => onFocusPoint(point)}
              onClick={() => onActivate?.(point)}
            />
          ))}
        </g>
      ))}
    </g>
  );
}
