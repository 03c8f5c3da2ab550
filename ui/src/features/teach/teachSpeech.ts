//! What the live region says on the teaching board, as data first: a step
//! on the board names its `Speech` (pure, so the tool machine can choose
//! it), and `spokenAfter` turns it into a sentence once the backend has
//! answered with the new board. The sentences themselves are
//! `describeTeach`'s; this module only picks which one.

import { fromSgf, pointName } from "../../board";
import type { AnswerMark, SgfPoint } from "../../board";
import { t } from "../../i18n";
import type { Notation, TeachView } from "../../ipc";
import { buildTree } from "../review/tree";
import { historySentence, nodeSentence, pointSentence } from "./describeTeach";
import { teachLayers } from "./teachLayers";

/** Which sentence follows a step: the node arrived at, the point acted on, undo/redo, or a fixed text. */
export type Speech =
  | { kind: "node" }
  | { kind: "point"; point: SgfPoint }
  | { kind: "history"; undo: boolean }
  | { kind: "text"; key: "teach.cleared" | "teach.toPlayDone" };

/** How the board is drawn, which a point's sentence follows. */
export interface SpeechLook {
  showNumbers: boolean;
  notation: Notation;
}

/** The sentence for `speech` about the board `next` the backend answered with. */
export function spokenAfter(speech: Speech, look: SpeechLook): (next: TeachView) => string {
  return (next) => {
    switch (speech.kind) {
      case "node":
        return nodeSentence(next, buildTree(next.tree));
      case "history":
        return historySentence(speech.undo, next, buildTree(next.tree));
      case "point": {
        const layers = teachLayers(next, buildTree(next.tree), look.showNumbers, null);
        return pointSentence(speech.point, next, layers, look.notation);
      }
      case "text":
        return t(speech.key);
    }
  };
}

/** After the right- or wrong-move tool: whether `point` is marked now, named as the board's edge writes it. */
export function markSentence(mark: AnswerMark, marked: boolean, point: SgfPoint, height: number, notation: Notation) {
  const at = fromSgf(point);
  const name = at ? pointName(at, height, notation) : point;
  if (!marked) return t("teach.exercise.unmarked", { point: name });
  return t(mark === "right" ? "teach.exercise.markedRight" : "teach.exercise.markedWrong", { point: name });
}
