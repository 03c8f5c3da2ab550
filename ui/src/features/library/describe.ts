//! The words and numbers of a library row as the table and the details
//! panel show them: players with ranks, board, komi, rules, where the game
//! came from, and the result: short for the table, in words for the
//! details and the cell's tooltip (the sentences of the play screen).

import { colorName, resultSentence } from "../../common/describeGame";
import { formatNumber, t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { GameResult, LibraryRow } from "../../ipc";

const PRESETS: Record<string, PlainKey> = {
  japanese: "preset.japanese",
  chinese: "preset.chinese",
  aga: "preset.aga",
  "new-zealand": "preset.new-zealand",
  "tromp-taylor": "preset.tromp-taylor",
  custom: "preset.custom",
};

/** A player's name with the rank in brackets, or "unknown". */
export function playerText(name: string | null, rank: string | null): string {
  const shown = name?.trim() ? name.trim() : t("library.unknownPlayer");
  return rank?.trim() ? `${shown} (${rank.trim()})` : shown;
}

/** The rules by their name where LoGo knows them, else as written. */
export function rulesText(rules: string | null): string {
  if (rules === null) return "";
  const key = PRESETS[rules];
  return key ? t(key) : rules;
}

/** `19 × 19`. */
export function sizeText(row: LibraryRow): string {
  return t("info.sizeValue", { width: row.width, height: row.height });
}

/** The komi the local way, or "" when unknown. */
export function komiText(komi: number | null): string {
  return komi === null ? "" : formatNumber(komi);
}

/** What LoGo made, by kind: a game played, a teaching record, a position. */
const MADE_IN_LOGO: Record<LibraryRow["kind"], PlainKey> = {
  game: "library.playedInLogo",
  teaching: "library.teachingFromLogo",
  position: "library.positionFromLogo",
};

/** Where the entry came from: its file's name, or what LoGo made it as. */
export function sourceText(row: LibraryRow): string {
  return row.origin === "played_in_logo" ? t(MADE_IN_LOGO[row.kind]) : (row.source ?? "");
}

/** A label naming the game: "Go Seigen gegen Kitani Minoru". */
export function gameTitle(row: LibraryRow): string {
  const title = row.title?.trim();
  const named = Boolean(row.black?.trim() || row.white?.trim());
  if (title && (row.kind !== "game" || !named)) return title;
  return t("review.entryPlayers", { black: playerText(row.black, null), white: playerText(row.white, null) });
}

/**
 * The result as the play screen knows results, where the row says enough
 * for one; a forfeit, a winner without a reason and unreadable text have none.
 */
function gameResult(row: LibraryRow): GameResult | null {
  const { result, winner } = row;
  if (result === null) return null;
  switch (row.result_kind) {
    case "draw":
      return { kind: "draw" };
    case "void":
      return { kind: "no_result" };
    case "resignation":
    case "time":
      return winner ? { kind: row.result_kind, winner } : null;
    case "points":
      return winner && row.margin_halves ? { kind: "score", winner, margin_halves: row.margin_halves } : null;
    default:
      return null;
  }
}

/** The colour's letter in the language ("S", "N", "Ч"). */
function colorLetter(color: "B" | "W"): string {
  return t(color === "B" ? "library.short.black" : "library.short.white");
}

/**
 * The result for the table's narrow column in the language's letters and
 * numbers ("S+3,5", "N+aband.", "Jigo"); what LoGo cannot read as written.
 */
export function resultShort(row: LibraryRow): string {
  if (row.result === null) return "";
  if (row.result_kind === "forfeit" && row.winner)
    return t("library.short.forfeit", { color: colorLetter(row.winner) });
  const result = gameResult(row);
  if (!result) return row.result;
  switch (result.kind) {
    case "score":
      return t("library.short.points", { color: colorLetter(result.winner), points: result.margin_halves / 2 });
    case "resignation":
      return t("library.short.resignation", { color: colorLetter(result.winner) });
    case "time":
      return t("library.short.time", { color: colorLetter(result.winner) });
    case "draw":
      return t("library.short.draw");
    case "no_result":
      return t("library.short.void");
  }
}

/**
 * The result in words, as the play screen says it ("Schwarz gewinnt mit
 * 3,5 Punkten Vorsprung."), for the details and the cell's tooltip; what
 * LoGo cannot read as written.
 */
export function resultWords(row: LibraryRow): string {
  if (row.result === null) return t("library.noResult");
  if (row.result_kind === "forfeit" && row.winner) return t("library.wonByForfeit", { color: colorName(row.winner) });
  const result = gameResult(row);
  return result ? resultSentence(result) : row.result;
}
