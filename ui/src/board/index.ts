//! The board view and the types of its props.

export { Board } from "./Board";
export { displayPoint, fromSgf, toSgf } from "./points";
export type { BoardLine, BoardProps, Marker, PointMap, SgfPoint, VisibleRange } from "./types";
