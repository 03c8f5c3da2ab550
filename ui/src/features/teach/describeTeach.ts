//! What the live region says after a teaching step: the point acted on, as
//! the board names it now (its coordinate, what lies there, its mark or
//! label), or the move played, or what undo and redo did.

import { describePoint, fromSgf, pointName } from "../../board";
import type { SgfPoint } from "../../board";
import { t } from "../../i18n";
import { errorMessage, illegalMoveMessage } from "../../i18n/errors";
import type { CommandError, ExerciseDraftProblem, Notation, TeachView } from "../../ipc";
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

/** Why marks make no exercise, naming points as the board's edges do. */
function draftProblem(problem: ExerciseDraftProblem, height: number, notation: Notation): string {
  const name = (point: SgfPoint) => {
    const position = fromSgf(point);
    return position ? pointName(position, height, notation) : point;
  };
  switch (problem.kind) {
    case "no_correct_move":
      return t("teach.exercise.problem.noCorrect");
    case "board_size":
      return t("teach.exercise.problem.boardSize", { min: problem.min, max: problem.max });
    case "not_playable":
      return t("teach.exercise.problem.notPlayable", {
        point: name(problem.point),
        reason: illegalMoveMessage(problem.reason),
      });
    case "right_and_wrong":
      return t("teach.exercise.problem.rightAndWrong", { point: name(problem.point) });
    case "feedback":
      return t("teach.exercise.problem.feedback", { point: name(problem.point) });
    case "refused":
      return t("teach.exercise.problem.refused", { detail: problem.detail });
  }
}

/** A failure on the teaching board in one sentence; an exercise's problem with its points named. */
export function teachErrorMessage(error: CommandError, height: number, notation: Notation): string {
  return error.code === "exercise_not_saved" ? draftProblem(error.problem, height, notation) : errorMessage(error);
}
