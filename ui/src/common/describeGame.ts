//! Sentences about a game that several screens say: colour names, whose
//! turn, the phase note, the result, the rule set. Everything is read from
//! the backend's views; nothing here decides a rule.

import type { Color, GameResult, GameView, RulesPreset } from "../ipc";
import { t } from "../i18n";

/** The colour's name ("Schwarz" / "Black"). */
export function colorName(color: Color): string {
  return t(color === "B" ? "color.B" : "color.W");
}

/** The name of a rule preset, or "Eigene Regeln" when the rules match none. */
export function presetName(preset: RulesPreset | null): string {
  return preset ? t(`preset.${preset}`) : t("preset.custom");
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

/** The note shown while placing handicap stones or before counting, else `null`. */
export function phaseNote(view: GameView): string | null {
  const { phase } = view;
  if (phase.phase === "placing_handicap") return t("play.handicapLeft", { n: phase.remaining });
  return phase.phase === "scoring" ? t("play.scoringNote") : null;
}

/** The result of a finished game as a sentence. */
export function resultSentence(result: GameResult): string {
  switch (result.kind) {
    case "score":
      return t("result.score", { color: colorName(result.winner), points: result.margin_halves / 2 });
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
  const line = t("play.rules", { rules: presetName(view.preset), komi: view.rules.komi });
  return view.handicap > 0 ? `${line} · ${t("play.handicap", { n: view.handicap })}` : line;
}
