//! The library's filters as the filter bar holds them (texts as typed,
//! "" for "any") and as the backend takes them. Pure: no IPC, no words.
//! A date that is not yet `JJJJ`, `JJJJ-MM` or `JJJJ-MM-TT` is shown as
//! wrong and left out of the search, so typing a date never fails a search.

import type { GameKind, GameOrigin, LibraryFilterInput, PlayerColor, ResultKind, Winner } from "../../ipc";

/** The filter bar's fields. */
export interface FilterForm {
  player: string;
  playerColor: PlayerColor;
  dateFrom: string;
  dateTo: string;
  winner: Winner | "";
  resultKind: ResultKind | "";
  /** The board's side as a number, or "". */
  boardSize: string;
  /** Handicap stones as a number ("0": even games), or "". */
  handicap: string;
  /** A rule preset's id or another rules text of the library (matched ignoring case), or "". */
  rules: string;
  origin: GameOrigin | "";
  /** Game record, position or teaching record, or "". */
  kind: GameKind | "";
  tag: string;
  commentText: string;
}

/** No filter at all. */
export const EMPTY_FILTERS: FilterForm = {
  player: "",
  playerColor: "either",
  dateFrom: "",
  dateTo: "",
  winner: "",
  resultKind: "",
  boardSize: "",
  handicap: "",
  rules: "",
  origin: "",
  kind: "",
  tag: "",
  commentText: "",
};

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** Whether a date field holds something that is not (yet) a date. */
export function dateInvalid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== "" && !DATE.test(trimmed);
}

function whole(text: string): number | null {
  return text === "" ? null : Number(text);
}

/** The backend's filter for the form; dates that are not dates are left out. */
export function filterInput(form: FilterForm): LibraryFilterInput {
  const date = (text: string) => (dateInvalid(text) ? "" : text.trim());
  return {
    player: form.player,
    player_color: form.playerColor,
    date_from: date(form.dateFrom),
    date_to: date(form.dateTo),
    winner: form.winner === "" ? null : form.winner,
    result_kind: form.resultKind === "" ? null : form.resultKind,
    board_size: whole(form.boardSize),
    handicap: whole(form.handicap),
    rules: form.rules,
    origin: form.origin === "" ? null : form.origin,
    kind: form.kind === "" ? null : form.kind,
    tag: form.tag,
    comment_text: form.commentText,
  };
}

/** Whether any filter is set. */
export function isFiltered(form: FilterForm): boolean {
  return (Object.keys(EMPTY_FILTERS) as (keyof FilterForm)[]).some((key) => form[key] !== EMPTY_FILTERS[key]);
}
