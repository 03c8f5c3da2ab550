//! What the live region says after a game changed: the move (with
//! captures) or pass, an undo, a new game, a counting step, and a result or
//! phase change. The play screen says these today; lessons and teaching
//! boards announce their moves with the same sentences.

import { displayPoint } from "../board";
import type { Color, GameView } from "../ipc";
import { t } from "../i18n";
import { announceScoring, isScoringChange } from "./announceScoring";
import type { ScoringChange } from "./announceScoring";
import { colorName, phaseNote, resultSentence } from "./describeGame";

/** How the new view came about. */
export type ChangeKind = "move" | "undo" | "new_game" | ScoringChange;

/** "Schwarz D4", "Weiß passt", "Weiß D4, 3 Steine geschlagen": one move as the live region says it. */
export function moveSentence(color: Color, point: string | null, captured: number): string {
  const name = colorName(color);
  if (point === null) return t("announce.pass", { color: name });
  if (captured > 0) return t("announce.capture", { color: name, point, n: captured });
  return t("announce.move", { color: name, point });
}

function moveText(prev: GameView, next: GameView): string | null {
  const last = next.last_move;
  const height = next.size.height;
  if (last && next.move_number > prev.move_number) {
    const point = last.point === null ? null : displayPoint(last.point, height);
    return moveSentence(last.color, point, next.captures[last.color] - prev.captures[last.color]);
  }
  // Handicap stones do not count as moves; name the one that appeared.
  const placed = next.black.find((p) => !prev.black.includes(p));
  return placed ? moveSentence("B", displayPoint(placed, height), 0) : null;
}

function phaseText(prev: GameView, next: GameView): string | null {
  if (next.phase.phase === prev.phase.phase) return null;
  return next.phase.phase === "over" ? resultSentence(next.phase.result) : phaseNote(next);
}

/** Sentences joined as one announcement; a full stop goes between them unless one ends the sentence already. */
function joinSentences(parts: readonly (string | null)[]): string {
  return parts
    .filter((p): p is string => p !== null && p !== "")
    .reduce((text, part) => (text === "" ? part : `${text}${/[.!?]$/.test(text) ? " " : ". "}${part}`), "");
}

/** The sentence(s) announcing the change from `prev` to `next`; empty when nothing is worth saying. */
export function announceChange(prev: GameView, next: GameView, kind: ChangeKind): string {
  if (kind === "new_game") {
    const { width, height } = next.size;
    return joinSentences([t("announce.newGame", { width, height }), phaseNote(next)]);
  }
  if (isScoringChange(kind)) {
    const [before, after] = announceScoring(prev, next, kind);
    return joinSentences([before, phaseText(prev, next), after]);
  }
  return joinSentences([kind === "undo" ? t("announce.undo") : moveText(prev, next), phaseText(prev, next)]);
}
