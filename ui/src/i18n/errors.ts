//! Sentences for every error code and database problem, so no component
//! ever shows a code or an English backend string.

import type { CommandError, DbProblem, IllegalMove } from "../ipc";
import { t } from "./index";
import type { PlainKey } from "./messages";

const ILLEGAL: Record<IllegalMove, PlainKey> = {
  occupied: "illegal.occupied",
  suicide: "illegal.suicide",
  ko: "illegal.ko",
  superko: "illegal.superko",
  not_your_turn: "illegal.not_your_turn",
  game_over: "illegal.game_over",
  off_board: "illegal.off_board",
  placing_handicap: "illegal.placing_handicap",
};

const FIELDS: Partial<Record<string, PlainKey>> = {
  size: "field.size",
  handicap: "field.handicap",
  komi: "field.komi",
  main_time: "field.main_time",
  period: "field.period",
  periods: "field.periods",
  player_name: "field.player_name",
};

const DB_PROBLEMS: Record<DbProblem, PlainKey> = {
  corrupt: "db.corrupt",
  locked: "db.locked",
  read_only: "db.read_only",
  disk_full: "db.disk_full",
  newer_version: "db.newer_version",
  io: "db.io",
};

/** One sentence, in the user's language, saying what went wrong. */
export function errorMessage(error: CommandError): string {
  switch (error.code) {
    case "illegal_move":
      return t(ILLEGAL[error.reason]);
    case "bad_point":
      return t("error.bad_point", { text: error.text });
    case "invalid_setting": {
      const field = FIELDS[error.field];
      return t("error.invalid_setting", { field: field ? t(field) : error.field });
    }
    case "not_now":
      return t("error.not_now");
    case "no_stone":
      return t("error.no_stone");
    case "stones_kept":
      return t("error.stones_kept");
    case "unexpected":
      return t("error.unexpected");
  }
}

const UNSAVED: Record<DbProblem, PlainKey> = {
  corrupt: "unsaved.corrupt",
  locked: "unsaved.locked",
  read_only: "unsaved.read_only",
  disk_full: "unsaved.disk_full",
  newer_version: "unsaved.newer_version",
  io: "unsaved.io",
};

/** The warning shown when the latest change could not be saved. */
export function unsavedMessage(problem: DbProblem): string {
  return t(UNSAVED[problem]);
}

/** The banner sentence for a database LoGo cannot use. */
export function dbProblemMessage(problem: DbProblem): string {
  return t(DB_PROBLEMS[problem]);
}
