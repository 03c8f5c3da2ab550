//! What the live region says after a teaching step: the point acted on, as
//! the board names it now (its coordinate, what lies there, its mark or
//! label), or the move played, or what undo and redo did.

import { describePoint, fromSgf } from "../../board";
import type { SgfPoint } from "../../board";
import { t } from "../../i18n";
import type { Notation, TeachView } from "../../ipc";
import { moveTitle } from "../review/describeNode";
import type { ReviewLayers } from "../review/reviewLayers";
import type { TreeModel } from "../review/tree";
import { asReviewNode } from "./teachLayers";

/** The point after the step, as a screen reader hears it on the board. */
export function pointSentence(point: SgfPoint, view: TeachView, layers: ReviewLayers, notation: Notation): string {
  const position = fromSgf(point);
  if (!position) return point;
  return describePoint(point, position, view.position.size.height, layers, notation);
}

/** The node arrived at: its move ("Zug 5: Weiß E5") or that it has none. */
export function nodeSentence(view: TeachView, tree: TreeModel): string {
  return moveTitle(asReviewNode(view, tree));
}

/** After undo or redo: which, and the node shown now. */
export function historySentence(undo: boolean, view: TeachView, tree: TreeModel): string {
  return `${t(undo ? "teach.undone" : "teach.redone")} ${nodeSentence(view, tree)}`;
}
