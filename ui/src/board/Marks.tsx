//! Everything drawn on top of the stones: territory squares, markers and
//! move numbers, each in a colour that stands out from what lies beneath.

import type { Color } from "../ipc";
import type { Position } from "./points";
import type { BoardProps, Marker } from "./types";

interface MarksProps extends Pick<BoardProps, "stones" | "ghosts" | "markers" | "territory" | "moveNumbers"> {
  positions: readonly { point: string; position: Position }[];
  /** Solid colour of the wood, to clear grid lines behind text on empty points. */
  woodColor: string;
}

const KO_COLOR = "#a3261c";
const DAME_COLOR = "#5f5a4e";
const SEKI_COLOR = "#1f5fa8";
const UNSURE_COLOR = "#d35400";

function contrast(under: Color | undefined): string {
  return under === "B" ? "#ffffff" : "#111111";
}

function Territory({ owner, at }: { owner: Color; at: Position }) {
  const size = 0.36;
  const white = owner === "W";
  return (
    <rect
      x={at.x - size / 2}
      y={at.y - size / 2}
      width={size}
      height={size}
      fill={white ? "#ffffff" : "#111111"}
      stroke={white ? "#55534c" : "none"}
      stroke-width="0.02"
    />
  );
}

function Text({ text, at, color, clear }: { text: string; at: Position; color: string; clear: string | null }) {
  const size = text.length > 2 ? 0.36 : 0.5;
  return (
    <g>
      {clear && <circle cx={at.x} cy={at.y} r="0.36" fill={clear} />}
      <text class="board-text" x={at.x} y={at.y} dy="0.35em" font-size={size} text-anchor="middle" fill={color}>
        {text}
      </text>
    </g>
  );
}

function Shape({ marker, at, color }: { marker: Exclude<Marker, { kind: "label" }>; at: Position; color: string }) {
  const { x, y } = at;
  const line = { fill: "none", stroke: color, "stroke-width": 0.07 };
  switch (marker.kind) {
    case "last_move":
      return <circle cx={x} cy={y} r="0.16" fill={color} />;
    case "ko":
      return (
        <rect
          x={x - 0.2}
          y={y - 0.2}
          width="0.4"
          height="0.4"
          transform={`rotate(45 ${x} ${y})`}
          {...line}
          stroke={KO_COLOR}
        />
      );
    case "circle":
      return <circle cx={x} cy={y} r="0.26" {...line} />;
    case "square":
      return <rect x={x - 0.22} y={y - 0.22} width="0.44" height="0.44" {...line} />;
    case "triangle":
      return <polygon points={`${x},${y - 0.3} ${x + 0.26},${y + 0.15} ${x - 0.26},${y + 0.15}`} {...line} />;
    case "cross":
      return <path d={`M${x - 0.2},${y - 0.2}l0.4,0.4M${x + 0.2},${y - 0.2}l-0.4,0.4`} {...line} />;
    case "dame":
      return (
        <path
          d={`M${x - 0.12},${y - 0.12}l0.24,0.24M${x + 0.12},${y - 0.12}l-0.24,0.24`}
          {...line}
          stroke={DAME_COLOR}
        />
      );
    case "seki":
      return (
        <polygon
          points={`${x},${y - 0.2} ${x + 0.18},${y + 0.11} ${x - 0.18},${y + 0.11}`}
          {...line}
          stroke={SEKI_COLOR}
        />
      );
    case "unsure":
      return <circle cx={x} cy={y} r="0.44" {...line} stroke={UNSURE_COLOR} stroke-dasharray="0.12 0.08" />;
  }
}

/** Territory, markers and move numbers inside the visible positions (on ghost stones too). */
export function Marks({ stones, ghosts, markers, territory, moveNumbers, positions, woodColor }: MarksProps) {
  return (
    <g>
      {positions.map(({ point, position }) => {
        const under = stones[point] ?? ghosts?.[point];
        const color = contrast(under);
        const clear = under ? null : woodColor;
        const owner = territory?.[point];
        const marker = markers?.[point];
        const number = moveNumbers?.[point];
        if (!owner && !marker && number === undefined) return null;
        return (
          <g key={point}>
            {owner && <Territory owner={owner} at={position} />}
            {number !== undefined && <Text text={String(number)} at={position} color={color} clear={clear} />}
            {marker?.kind === "label" && <Text text={marker.text} at={position} color={color} clear={clear} />}
            {marker && marker.kind !== "label" && <Shape marker={marker} at={position} color={color} />}
          </g>
        );
      })}
    </g>
  );
}
