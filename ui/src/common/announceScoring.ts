//! What the live region says about counting: a toggle (which stones became
//! dead or alive, and who is ahead now), an undone toggle, a confirmation,
//! and play continuing. The result itself is announced with the phase change.

import { displayPoint } from "../board";
import type { Color, GameView } from "../ipc";
import { t } from "../i18n";
import { colorName, turnText } from "./describeGame";
import { leadText, otherMethodLine } from "./describeScore";

/** The counting actions whose outcome is announced here. */
export type ScoringChange = "toggle" | "scoring_undo" | "confirm" | "continue";

/** Whether `kind` is one of the counting actions. */
export function isScoringChange(kind: string): kind is ScoringChange {
  return kind === "toggle" || kind === "scoring_undo" || kind === "confirm" || kind === "continue";
}

function toggleText(next: GameView): string | null {
  const toggle = next.scoring?.last_toggle;
  if (!toggle) return null;
  const point = displayPoint(toggle.point, next.size.height);
  const n = toggle.changed.length;
  return toggle.mark === "dead" ? t("announce.dead", { point, n }) : t("announce.alive", { point, n });
}

function confirmer(prev: GameView, next: GameView): Color | null {
  const before = prev.scoring?.confirmed;
  const after = next.scoring?.confirmed ?? { B: true, W: true };
  if (!before) return null;
  if (after.B && !before.B) return "B";
  if (after.W && !before.W) return "W";
  return null;
}

/** The sentences before the phase note (first) and after it (second). */
export function announceScoring(prev: GameView, next: GameView, kind: ScoringChange): [string | null, string | null] {
  const lead = next.scoring ? leadText(next.scoring.score.count) : null;
  switch (kind) {
    case "toggle":
      return [toggleText(next), lead];
    case "scoring_undo":
      return [t("announce.scoringUndo"), lead];
    case "confirm": {
      const color = confirmer(prev, next);
      const other = next.final_score ? otherMethodLine(next.final_score.other) : null;
      return [color ? t("announce.confirmed", { color: colorName(color) }) : null, other];
    }
    case "continue":
      return [t("announce.continue"), turnText(next)];
  }
}
