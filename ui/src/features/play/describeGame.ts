//! Sentences about the game in progress: whose turn, the phase note, the
//! result, the rule summary. Everything is read from the GameView; nothing
//! here decides a rule.

import type { Color, GameResult, GameView } from "../../ipc";
import { t } from "../../i18n";

/** The colour's name ("Schwarz" / "Black"). */
export function colorName(color: Color): string {
  return t(color === "B" ? "color.B" : "color.W");
}

/** The player's name, or the colour's name when none was given. */
export function playerName(view: GameView, color: Color): string {
  return view.players[color].trim() || colorName(color);
}

/** What the turn line says in each phase. */
export function turnText(view: GameView): string {
  switch (view.phase.phase) {
    case "placing_handicap":
      return t("play.turnHandicap", { color: colorName(view.to_play) });
    case "playing":
      return t("play.turn", { color: colorName(view.to_play) });
    case "scoring":
      return t("play.turnScoring");
    case "over":
      return t("play.turnOver");
  }
}

/** Whether a side is on move (only while stones are being put on the board). */
export function isToMove(view: GameView, color: Color): boolean {
  const active = view.phase.phase === "playing" || view.phase.phase === "placing_handicap";
  return active && view.to_play === color;
}

/** The note shown while placing handicap stones or before counting, else `null`. */
export function phaseNote(view: GameView): string | null {
  const { phase } = view;
  if (phase.phase === "placing_handicap") {
    return phase.remaining === 1 ? t("play.handicapOne") : t("play.handicapMany", { n: phase.remaining });
  }
  return phase.phase === "scoring" ? t("play.scoringNote") : null;
}

/** The result of a finished game as a sentence. */
export function resultSentence(result: GameResult): string {
  switch (result.kind) {
    case "score": {
      const color = colorName(result.winner);
      const points = result.margin_halves / 2;
      return points === 1 ? t("result.scoreOne", { color }) : t("result.scoreMany", { color, points });
    }
    case "resignation":
      return t("result.resignation", { color: colorName(result.winner) });
    case "time":
      return t("result.time", { color: colorName(result.winner) });
    case "draw":
      return t("result.draw");
    case "no_result":
      return t("result.noResult");
  }
}

/** "Japanisch · Komi 6,5 · Vorgabe 2": the rule set in one line. */
export function rulesSummary(view: GameView): string {
  const rules = view.preset ? t(`preset.${view.preset}`) : t("preset.custom");
  const line = t("play.rules", { rules, komi: view.rules.komi });
  return view.handicap > 0 ? `${line} · ${t("play.handicap", { n: view.handicap })}` : line;
}
