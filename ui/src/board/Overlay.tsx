//! What lies over the stones and marks: the selection highlight and the
//! marked answers under them (`Selection`, `Answers`), and over everything the dimming of faded points, then
//! arrows and lines (`Overlay`). Both draw only inside the visible range.

import { fromSgf, inRange } from "./points";
import type { Position } from "./points";
import type { AnswerMark, BoardLine, BoardProps, PointMap, SgfPoint, VisibleRange } from "./types";

const SELECTED_FILL = "rgba(21, 89, 196, 0.42)";
const DIM_FILL = "rgba(226, 214, 190, 0.72)";
const LINE_COLOR = "#1d3f8a";

interface OverlayProps extends Pick<BoardProps, "arrows" | "lines" | "dimmed"> {
  range: VisibleRange;
  /** Per-board id prefix, for the arrow head's marker. */
  prefix: string;
}

function squares(points: ReadonlySet<SgfPoint> | undefined, range: VisibleRange): Position[] {
  const inside: Position[] = [];
  for (const point of points ?? []) {
    const at = fromSgf(point);
    if (at && inRange(at, range)) inside.push(at);
  }
  return inside;
}

/** Selected points, drawn as a tinted square under the stones. */
export function Selection({ selected, range }: { selected?: ReadonlySet<SgfPoint>; range: VisibleRange }) {
  return (
    <g fill={SELECTED_FILL}>
      {squares(selected, range).map(({ x, y }) => (
        <rect key={`${x},${y}`} x={x - 0.5} y={y - 0.5} width="1" height="1" />
      ))}
    </g>
  );
}

const ANSWER_LOOK: Record<AnswerMark, { fill: string; stroke: string; dash?: string }> = {
  right: { fill: "rgba(46, 139, 62, 0.35)", stroke: "#1f6b2c" },
  wrong: { fill: "rgba(196, 40, 40, 0.3)", stroke: "#9c1c1c", dash: "0.12 0.08" },
};

/** Right and wrong answers marked for an exercise: green squares, red dashed ones (told apart without colour too). */
export function Answers({ answers, range }: { answers?: PointMap<AnswerMark> | undefined; range: VisibleRange }) {
  const marked = Object.entries(answers ?? {}).flatMap(([point, mark]) => {
    const at = fromSgf(point);
    return at && mark && inRange(at, range) ? [{ at, mark }] : [];
  });
  return (
    <g class="board-answers" stroke-width="0.07">
      {marked.map(({ at, mark }) => {
        const look = ANSWER_LOOK[mark];
        return (
          <rect
            key={`${at.x},${at.y}`}
            data-answer={mark}
            x={at.x - 0.42}
            y={at.y - 0.42}
            width="0.84"
            height="0.84"
            fill={look.fill}
            stroke={look.stroke}
            stroke-dasharray={look.dash}
          />
        );
      })}
    </g>
  );
}

function Segment({ line, arrow, head }: { line: BoardLine; arrow: boolean; head: string }) {
  const from = fromSgf(line.from);
  const to = fromSgf(line.to);
  if (!from || !to || (from.x === to.x && from.y === to.y)) return null;
  return <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} marker-end={arrow ? `url(#${head})` : undefined} />;
}

/** Dimmed points, then arrows and lines, over everything else. */
export function Overlay({ arrows, lines, dimmed, range, prefix }: OverlayProps) {
  const head = `${prefix}-arrow`;
  return (
    <g>
      <g fill={DIM_FILL}>
        {squares(dimmed, range).map(({ x, y }) => (
          <rect key={`${x},${y}`} x={x - 0.5} y={y - 0.5} width="1" height="1" />
        ))}
      </g>
      <defs>
        <marker id={head} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto">
          <path d="M0,0L10,5L0,10z" fill={LINE_COLOR} />
        </marker>
      </defs>
      <g stroke={LINE_COLOR} stroke-width="0.09" stroke-linecap="round" opacity="0.9">
        {(lines ?? []).map((line) => (
          <Segment key={`l${line.from}${line.to}`} line={line} arrow={false} head={head} />
        ))}
        {(arrows ?? []).map((line) => (
          <Segment key={`a${line.from}${line.to}`} line={line} arrow head={head} />
        ))}
      </g>
    </g>
  );
}
