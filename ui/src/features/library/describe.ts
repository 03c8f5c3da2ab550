//! The words and numbers of a library row as the table and the details
//! panel show them: players with ranks, board, komi, rules, where the game
//! came from, and a sentence for the result.

import { formatNumber, t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { LibraryRow, ResultKind } from "../../ipc";

const PRESETS: Record<string, PlainKey> = {
  japanese: "preset.japanese",
  chinese: "preset.chinese",
  aga: "preset.aga",
  "new-zealand": "preset.new-zealand",
  "tromp-taylor": "preset.tromp-taylor",
  custom: "preset.custom",
};

const RESULT_KINDS: Partial<Record<ResultKind, PlainKey>> = {
  points: "library.by.points",
  resignation: "library.by.resignation",
  time: "library.by.time",
  forfeit: "library.by.forfeit",
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

/** The result as a sentence for screen readers ("Schwarz gewinnt durch Aufgabe"). */
export function resultSentence(row: LibraryRow): string {
  if (row.result === null) return t("library.noResult");
  if (row.result_kind === "draw") return t("library.by.draw");
  if (row.result_kind === "void") return t("library.by.void");
  const how = row.result_kind ? RESULT_KINDS[row.result_kind] : undefined;
  if (row.winner === "B") return how ? t("library.winsBlack", { how: t(how) }) : t("library.blackWon");
  if (row.winner === "W") return how ? t("library.winsWhite", { how: t(how) }) : t("library.whiteWon");
  return row.result;
}
