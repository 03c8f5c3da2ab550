//! The board's props: layered maps keyed by SGF point, so play, review,
//! scoring, lessons and teaching each fill in the layers they need. The board
//! draws exactly what it is given; it knows no rule.

import type { Color, Notation } from "../ipc";

/** An SGF point such as `"dd"`: column letter, then row letter, 0-based from the top left. */
export type SgfPoint = string;

/** One value per point; points without an entry have nothing on that layer. */
export type PointMap<T> = Readonly<Partial<Record<SgfPoint, T>>>;

/** A mark drawn on a point (at most one per point). */
export type Marker =
  | { kind: "last_move" }
  | { kind: "ko" }
  | { kind: "circle" }
  | { kind: "square" }
  | { kind: "triangle" }
  | { kind: "cross" }
  /** A point that counts for nobody (dame), drawn as a small grey cross. */
  | { kind: "dame" }
  /** An empty point inside a seki, drawn as a small blue triangle. */
  | { kind: "seki" }
  /** A stone whose status is in doubt, drawn as an orange dashed ring. */
  | { kind: "unsure" }
  /** A short text such as "A" or "1" (a few characters). */
  | { kind: "label"; text: string };

/** A point a teacher marks as an exercise's right or wrong answer. */
export type AnswerMark = "right" | "wrong";

/** A line or an arrow from one point to another (SGF `LN`, `AR`). */
export interface BoardLine {
  from: SgfPoint;
  to: SgfPoint;
}

/** A rectangle of the board, inclusive, in 0-based columns and rows from the top left. */
export interface VisibleRange {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Everything the board shows and the two things it reports. */
export interface BoardProps {
  /** Columns of the whole board (5–25). */
  width: number;
  /** Rows of the whole board (5–25). */
  height: number;
  /** Accessible name of the board as a whole. */
  label: string;
  /** Stones on the board. */
  stones: PointMap<Color>;
  /** Star points (hoshi), as the backend reports them. */
  starPoints?: readonly SgfPoint[];
  /** Marks: last move, ko, shapes, labels. */
  markers?: PointMap<Marker>;
  /** Small squares showing whose territory a point is. */
  territory?: PointMap<Color>;
  /** Stones drawn dimmed because they are (marked) dead. */
  dead?: ReadonlySet<SgfPoint>;
  /** Translucent stones on empty points: previews, hints, variations. */
  ghosts?: PointMap<Color>;
  /** Numbers written on stones, e.g. the move that placed them. */
  moveNumbers?: PointMap<number>;
  /** Arrows drawn over everything (SGF `AR`); the head sits on `to`. */
  arrows?: readonly BoardLine[];
  /** Lines drawn over everything (SGF `LN`). */
  lines?: readonly BoardLine[];
  /** Points highlighted as selected (SGF `SL`). */
  selected?: ReadonlySet<SgfPoint>;
  /** Answers marked for an exercise being made: a green square (right) or a red dashed one (wrong), under the stones. */
  answers?: PointMap<AnswerMark>;
  /** Points shown faded, stones, marks and all (SGF `DD`). */
  dimmed?: ReadonlySet<SgfPoint>;
  /** The part of the board to show (lesson diagrams); the whole board if absent. */
  range?: VisibleRange;
  /** Letters and numbers along all four sides. */
  showCoordinates?: boolean;
  /** A dashed frame around the board: the sign that the teaching mode (TEACH) is on. */
  framed?: boolean;
  /** How the sides and the points' spoken names are written; "letters" (D4) if absent. */
  notation?: Notation;
  /** A point was clicked, or Enter/Space was pressed on it. */
  onActivate?: (point: SgfPoint) => void;
  /**
   * Any other key pressed on a focused point (without Ctrl, Alt or Meta):
   * a letter key as the lower-case Latin letter it stands for on any layout
   * (`latinLetter`: "b" for the B key with a Russian layout), other keys as
   * `KeyboardEvent.key`; returns true if it used the key (e.g. a teaching
   * tool's key), which then does nothing else.
   */
  onPointKey?: (key: string, point: SgfPoint, modifiers: { shift: boolean }) => boolean;
}
