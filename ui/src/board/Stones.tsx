//! Stones (dead ones dimmed) and translucent ghost stones.

import type { Color } from "../ipc";
import type { Paints } from "./Defs";
import type { Position } from "./points";
import type { BoardProps } from "./types";

/** A stone's radius in cells: a hair under half, so neighbours do not touch. */
const STONE_RADIUS = 0.47;

interface StonesProps extends Pick<BoardProps, "stones" | "dead" | "ghosts"> {
  positions: readonly { point: string; position: Position }[];
  paints: Paints;
}

function Stone({ color, at, paints, opacity }: { color: Color; at: Position; paints: Paints; opacity?: number }) {
  const white = color === "W";
  return (
    <circle
      cx={at.x}
      cy={at.y}
      r={STONE_RADIUS}
      fill={white ? paints.white : paints.black}
      stroke={white ? "#8d8b82" : "#000000"}
      stroke-width="0.02"
      opacity={opacity}
    />
  );
}

/** Every stone and ghost stone inside the visible positions. */
export function Stones({ stones, dead, ghosts, positions, paints }: StonesProps) {
  return (
    <g>
      {positions.map(({ point, position }) => {
        const stone = stones[point];
        if (stone) {
          const dim = dead?.has(point) ? 0.45 : undefined;
          return <Stone key={point} color={stone} at={position} paints={paints} opacity={dim} />;
        }
        const ghost = ghosts?.[point];
        return ghost ? <Stone key={point} color={ghost} at={position} paints={paints} opacity={0.5} /> : null;
      })}
    </g>
  );
}
