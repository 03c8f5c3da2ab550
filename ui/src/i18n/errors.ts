//! Sentences for every error code and database problem, so no component
//! ever shows a code or an English backend string.

import type {
  ArgumentName,
  CommandError,
  DbProblem,
  ExerciseProblem,
  FileProblem,
  IllegalMove,
  SettingField,
  Unreadable,
} from "../ipc";
import { commandLineMessage, gtpErrorMessage } from "./engineErrors";
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

const FIELDS: Record<SettingField, PlainKey> = {
  size: "field.size",
  handicap: "field.handicap",
  main_time: "field.main_time",
  period: "field.period",
  periods: "field.periods",
  player_name: "field.player_name",
  engine_move_time: "field.engine_move_time",
};

const ARGUMENTS: Record<ArgumentName, PlainKey> = {
  game: "argument.game",
  node: "argument.node",
  texts: "argument.texts",
  tag: "argument.tag",
  note: "argument.note",
  search: "argument.search",
  date: "argument.date",
  page: "argument.page",
  moves: "argument.moves",
  paths: "argument.paths",
  size: "argument.size",
  comment: "argument.comment",
  title: "argument.title",
  region: "argument.region",
  engine: "argument.engine",
  engine_name: "argument.engine_name",
  level: "argument.level",
  lesson: "argument.lesson",
  entry: "argument.entry",
  language: "argument.language",
};

const DATABASE: Record<DbProblem, PlainKey> = {
  corrupt: "database.corrupt",
  locked: "database.locked",
  read_only: "database.read_only",
  disk_full: "database.disk_full",
  newer_version: "database.newer_version",
  io: "database.io",
};

const EXERCISE_PROBLEMS: Record<ExerciseProblem, PlainKey> = {
  wrong_kind: "exercise.wrong_kind",
  already_solved: "exercise.already_solved",
  outside_view: "exercise.outside_view",
  unknown_option: "exercise.unknown_option",
  wrong_step: "exercise.wrong_step",
  broken_content: "exercise.broken_content",
};

const DB_PROBLEMS: Record<DbProblem, PlainKey> = {
  corrupt: "db.corrupt",
  locked: "db.locked",
  read_only: "db.read_only",
  disk_full: "db.disk_full",
  newer_version: "db.newer_version",
  io: "db.io",
};

type SimpleProblem = Exclude<FileProblem, { code: "too_large" | "game_refused" }>["code"];

type OpenKey = "open.not_found" | "open.permission_denied" | "open.not_a_file" | "open.io" | "open.no_sgf";
type SaveKey =
  | "save.not_found"
  | "save.permission_denied"
  | "save.read_only"
  | "save.not_a_file"
  | "save.disk_full"
  | "save.io";

const OPEN_PROBLEMS: Record<SimpleProblem, OpenKey> = {
  not_found: "open.not_found",
  permission_denied: "open.permission_denied",
  read_only: "open.io",
  not_a_file: "open.not_a_file",
  disk_full: "open.io",
  io: "open.io",
  not_sgf: "open.no_sgf",
};

const SAVE_PROBLEMS: Record<SimpleProblem, SaveKey> = {
  not_found: "save.not_found",
  permission_denied: "save.permission_denied",
  read_only: "save.read_only",
  not_a_file: "save.not_a_file",
  disk_full: "save.disk_full",
  io: "save.io",
  not_sgf: "save.io",
};

/** A file size limit in whole megabytes (MiB), as the sentences give it. */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / (1024 * 1024));
}

/** Why a file could not be opened, as one sentence naming it. */
export function openProblemMessage(file: string, problem: FileProblem): string {
  switch (problem.code) {
    case "too_large":
      return t("open.too_large", { file, limit: megabytes(problem.limit_bytes) });
    case "game_refused": {
      const reason = problem.reason;
      if (reason.code === "unsupported_board_size") {
        return t("open.board_too_large", { file, width: reason.width, height: reason.height });
      }
      if (reason.code === "bad_board_size") return t("open.bad_board_size", { file, raw: reason.raw });
      return t("open.not_go", { file, game: reason.game });
    }
    default:
      return t(OPEN_PROBLEMS[problem.code], { file });
  }
}

/** Why a file could not be written, as one sentence that says nothing was lost. */
export function saveProblemMessage(file: string, problem: FileProblem): string {
  const code = problem.code === "too_large" || problem.code === "game_refused" ? "io" : problem.code;
  return t(SAVE_PROBLEMS[code], { file });
}

/** Why a record cannot be continued from the move asked for. */
function notPlayableMessage(move: number, reason: IllegalMove | null): string {
  if (move === 0) return t("error.record_start_not_playable");
  if (reason === null) return t("error.record_setup_not_playable", { move, last: move - 1 });
  return t("error.record_not_playable", { move, last: move - 1, reason: t(ILLEGAL[reason]) });
}

/** One sentence, in the user's language, saying what went wrong. */
export function errorMessage(error: CommandError): string {
  switch (error.code) {
    case "illegal_move":
      return illegalMoveMessage(error.reason);
    case "bad_point":
      return t("error.bad_point", { text: error.text });
    case "invalid_setting":
      return t("error.invalid_setting", { field: t(FIELDS[error.field]) });
    case "not_now":
      return t("error.not_now");
    case "no_stone":
      return t("error.no_stone");
    case "stones_kept":
      return t("error.stones_kept");
    case "open_failed":
      return openProblemMessage(error.file, error.problem);
    case "save_failed":
      return saveProblemMessage(error.file, error.problem);
    case "invalid_argument":
      return t("error.invalid_argument", { argument: t(ARGUMENTS[error.argument]) });
    case "database":
      return t(DATABASE[error.problem]);
    case "not_in_library":
      return t("error.not_in_library");
    case "unreadable_game":
      return t("error.unreadable_game");
    case "import_running":
      return t("error.import_running");
    case "record_not_playable":
      return notPlayableMessage(error.move_number, error.reason);
    case "edit_refused":
      return t(error.reason.code === "one_point_line" ? "error.edit_one_point_line" : "error.edit_refused");
    case "library_not_saved":
      return t("error.library_not_saved", { reason: t(UNSAVED_REASON[error.problem]) });
    case "image_failed":
      return t("error.image_failed");
    case "exercise_not_saved":
      return t("error.exercise_not_saved");
    case "engine":
      return gtpErrorMessage(error.error);
    case "engine_arguments":
      return commandLineMessage(error.error);
    case "engine_board_size":
      return t("error.engine_board_size", { max: error.max_side });
    case "settings_not_saved":
      return t("error.settings_not_saved");
    case "exercise_refused":
      return t(EXERCISE_PROBLEMS[error.problem]);
    case "folder_not_shown":
      return t("error.folder_not_shown");
    case "unexpected":
      return t("error.unexpected");
  }
}

/** Why the database took nothing, in a short sentence of its own (the db.* texts are banners). */
const UNSAVED_REASON: Record<DbProblem, PlainKey> = {
  corrupt: "dbReason.corrupt",
  locked: "dbReason.locked",
  read_only: "dbReason.read_only",
  disk_full: "dbReason.disk_full",
  newer_version: "dbReason.newer_version",
  io: "dbReason.io",
};

/** The sentence explaining why a move is illegal (also said when the engine tried one). */
export function illegalMoveMessage(reason: IllegalMove): string {
  return t(ILLEGAL[reason]);
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

const SET_ASIDE: Record<Unreadable, PlainKey> = {
  newer_version: "setAside.newer_version",
  damaged: "setAside.damaged",
};

/** The banner sentence for a saved game LoGo could not read and kept aside. */
export function setAsideMessage(reason: Unreadable): string {
  return t(SET_ASIDE[reason]);
}
