//! What the live region says after the game changed: the move (with
//! captures) or pass, an undo, a new game, and a result or phase change.

import type { GameView } from "../../ipc";
import { displayPoint } from "../../board";
import { t } from "../../i18n";
import { announceScoring, isScoringChange } from "../score/announceScoring";
import type { ScoringChange } from "../score/announceScoring";
import { colorName, phaseNote, resultSentence } from "./describeGame";

/** How the new view came about. */
export type ChangeKind = "move" | "undo" | "new_game" | ScoringChange;

function moveText(prev: GameView, next: GameView): string | null {
  const last = next.last_move;
  const height = next.size.height;
  if (last && next.move_number > prev.move_number) {
    const color = colorName(last.color);
    if (last.point === null) return t("announce.pass", { color });
    const point = displayPoint(last.point, height);
    const captured = next.captures[last.color] - prev.captures[last.color];
    if (captured === 1) return t("announce.captureOne", { color, point });
    if (captured > 1) return t("announce.captureMany", { color, point, n: captured });
    return t("announce.move", { color, point });
  }
  // Handicap stones do not count as moves; name the one that appeared.
  const placed = next.black.find((p) => !prev.black.includes(p));
  return placed ? t("announce.move", { color: colorName("B"), point: displayPoint(placed, height) }) : null;
}

function phaseText(prev: GameView, next: GameView): string | null {
  if (next.phase.phase === prev.phase.phase) return null;
  return next.phase.phase === "over" ? resultSentence(next.phase.result) : phaseNote(next);
}

/** The sentence(s) announcing the change from `prev` to `next`; empty when nothing is worth saying. */
export function announceChange(prev: GameView, next: GameView, kind: ChangeKind): string {
  const parts: (string | null)[] = [];
  if (kind === "new_game") {
    parts.push(t("announce.newGame", { width: next.size.width, height: next.size.height }), phaseNote(next));
  } else if (isScoringChange(kind)) {
    const [before, after] = announceScoring(prev, next, kind);
    parts.push(before, phaseText(prev, next), after);
  } else {
    parts.push(kind === "undo" ? t("announce.undo") : moveText(prev, next), phaseText(prev, next));
  }
  return parts
    .filter((p): p is string => p !== null && p !== "")
    .reduce((text, part) => (text === "" ? part : `${text}${/[.!?]$/.test(text) ? " " : ". "}${part}`), "");
}
