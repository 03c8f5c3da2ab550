//! The one board view of LoGo (DESIGN §4 habit 8): an SVG drawing of the
//! layers it is given, with an accessible grid of focusable points over it.
//! It reports clicks and Enter/Space as `onActivate` and other keys on a
//! point as `onPointKey`; arrow keys, Home/End (row ends) and
//! PageUp/PageDown (column ends) move the focus inside it.

import { useId, useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { latinLetter } from "../common/keys";
import "./board.css";
import { Cells } from "./Cells";
import type { Cell } from "./Cells";
import { Coordinates } from "./Coordinates";
import { Defs, paintsFor } from "./Defs";
import { describePoint } from "./describe";
import { moveFocus } from "./keyboard";
import { Lines } from "./Lines";
import { Marks } from "./Marks";
import { Answers, Overlay, Selection } from "./Overlay";
import { fromSgf, inRange, rowsOf, toSgf, visibleRange } from "./points";
import { Stones } from "./Stones";
import type { BoardProps, SgfPoint, VisibleRange } from "./types";

const WOOD = "#dab062";

function centre(r: VisibleRange): SgfPoint {
  return toSgf({ x: Math.floor((r.left + r.right) / 2), y: Math.floor((r.top + r.bottom) / 2) });
}

/** Draws a Go board (or part of one) and lets it be played by mouse or keyboard. */
export function Board(props: BoardProps) {
  const { width, height, label, stones, showCoordinates = false, notation = "letters", onActivate } = props;
  const prefix = useId();
  const svg = useRef<SVGSVGElement>(null);
  const [focused, setFocused] = useState<SgfPoint | null>(null);

  const range = visibleRange(width, height, props.range);
  const rows: Cell[][] = rowsOf(range).map((row) =>
    row.map((position) => {
      const point = toSgf(position);
      return { point, position, name: describePoint(point, position, height, props, notation) };
    }),
  );
  const focusedPosition = focused === null ? null : fromSgf(focused);
  const tabStop = focused !== null && focusedPosition && inRange(focusedPosition, range) ? focused : centre(range);

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<SVGSVGElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target.getAttribute("data-point") : null;
    const point = target ?? tabStop;
    const from = fromSgf(point);
    if (!from) return;
    if (props.onPointKey?.(latinLetter(event) ?? event.key, point, { shift: event.shiftKey })) {
      event.preventDefault();
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onActivate?.(point);
      return;
    }
    const to = moveFocus(event.key, from, range);
    if (!to) return;
    event.preventDefault();
    const next = toSgf(to);
    setFocused(next);
    svg.current?.querySelector<SVGElement>(`[data-point="${next}"]`)?.focus();
  };

  const margin = showCoordinates ? 1.4 : 0.6;
  const view = {
    x: range.left - margin,
    y: range.top - margin,
    w: range.right - range.left + 2 * margin,
    h: range.bottom - range.top + 2 * margin,
  };
  const paints = paintsFor(prefix);
  const positions = rows.flat();
  return (
    <svg
      ref={svg}
      class={onActivate ? "board board--interactive" : "board"}
      data-framed={props.framed ? "true" : undefined}
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
      role="grid"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <g aria-hidden="true">
        <Defs prefix={prefix} />
        <Lines
          width={width}
          height={height}
          range={range}
          view={view}
          wood={paints.wood}
          starPoints={props.starPoints ?? []}
        />
        {showCoordinates && <Coordinates height={height} range={range} notation={notation} />}
        {props.framed && (
          <rect
            class="board-frame"
            x={view.x + 0.1}
            y={view.y + 0.1}
            width={view.w - 0.2}
            height={view.h - 0.2}
            rx="0.15"
            fill="none"
          />
        )}
        <Selection selected={props.selected} range={range} />
        <Answers answers={props.answers} range={range} />
        <Stones stones={stones} dead={props.dead} ghosts={props.ghosts} positions={positions} paints={paints} />
        <Marks
          stones={stones}
          ghosts={props.ghosts}
          markers={props.markers}
          territory={props.territory}
          moveNumbers={props.moveNumbers}
          positions={positions}
          woodColor={WOOD}
        />
        <Overlay arrows={props.arrows} lines={props.lines} dimmed={props.dimmed} range={range} prefix={prefix} />
      </g>
      <Cells
        rows={rows}
        tabStop={tabStop}
        stones={stones}
        ghosts={props.ghosts}
        markers={props.markers}
        onActivate={onActivate}
        onFocusPoint={setFocused}
      />
    </svg>
  );
}
