//! The board view and the types of its props.

export { Board } from "./Board";
export { describePoint } from "./describe";
export { displayPoint, fromSgf, toSgf } from "./points";
export { columnLabel, parsePoint, pointName, rowLabel } from "./notation";
export type { AnswerMark, BoardLine, BoardProps, Marker, PointMap, SgfPoint, VisibleRange } from "./types";
