//! The one error shape components see. Commands reject with an `AppError`
//! (generated from Rust); anything else that can go wrong on the way (a
//! command missing from the build, a malformed payload, a bridge failure) is
//! normalised here into `unexpected`, so every failure is typed data.

import type { AppError } from "./bindings/AppError";
import type { AppFolder } from "./bindings/AppFolder";
import type { ArgumentName } from "./bindings/ArgumentName";
import type { ConvertError } from "./bindings/ConvertError";
import type { DbProblem } from "./bindings/DbProblem";
import type { ExerciseProblem } from "./bindings/ExerciseProblem";
import type { FileProblem } from "./bindings/FileProblem";
import type { IllegalMove } from "./bindings/IllegalMove";
import type { SettingField } from "./bindings/SettingField";
import { asCommandLineError, asGtpError } from "./engineErrors";
import { asTeachError } from "./teachErrors";

/** A failure that is not one of the backend's `AppError`s. */
export interface UnexpectedError {
  code: "unexpected";
  /** Diagnostic text for the developer console; never shown to users. */
  detail: string;
}

/** What every IPC call rejects with. */
export type CommandError = AppError | UnexpectedError;

/**
 * Every value of a union of codes, complete by type: `set` must name each
 * member exactly once, so a code added in Rust (and its regenerated binding)
 * fails the type check here until it is listed.
 */
function everyOf<T extends string>(set: Record<T, true>): readonly T[] {
  return Object.keys(set) as T[];
}

const APP_FOLDERS = everyOf<AppFolder>({
  data: true,
  logs: true,
});

const ILLEGAL_REASONS = everyOf<IllegalMove>({
  occupied: true,
  suicide: true,
  ko: true,
  placing_handicap: true,
  superko: true,
  not_your_turn: true,
  game_over: true,
  off_board: true,
});

export const SETTING_FIELDS = everyOf<SettingField>({
  size: true,
  handicap: true,
  main_time: true,
  period: true,
  periods: true,
  player_name: true,
  engine_move_time: true,
});
export const ARGUMENT_NAMES = everyOf<ArgumentName>({
  game: true,
  node: true,
  texts: true,
  tag: true,
  note: true,
  search: true,
  date: true,
  page: true,
  moves: true,
  paths: true,
  engine: true,
  engine_name: true,
  level: true,
  lesson: true,
  entry: true,
  language: true,
  size: true,
  comment: true,
  title: true,
  region: true,
});
export const DB_PROBLEMS = everyOf<DbProblem>({
  corrupt: true,
  locked: true,
  read_only: true,
  disk_full: true,
  newer_version: true,
  io: true,
});
const EXERCISE_PROBLEMS = everyOf<ExerciseProblem>({
  wrong_kind: true,
  already_solved: true,
  outside_view: true,
  unknown_option: true,
  wrong_step: true,
  broken_content: true,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The file problems that carry nothing but their code. */
type PlainProblem = Exclude<FileProblem, { code: "too_large" | "io" | "not_sgf" | "game_refused" }>["code"];
const PLAIN_PROBLEMS = everyOf<PlainProblem>({
  not_found: true,
  permission_denied: true,
  read_only: true,
  not_a_file: true,
  disk_full: true,
});

function asRefusal(value: unknown): ConvertError | null {
  if (!isRecord(value)) return null;
  const { code, width, height, raw, game } = value;
  if (code === "unsupported_board_size" && typeof width === "number" && typeof height === "number") {
    return { code, width, height };
  }
  if (code === "bad_board_size" && typeof raw === "string") return { code, raw };
  if (code === "not_go" && typeof game === "string") return { code, game };
  return null;
}

const isCount = (value: unknown): value is number => typeof value === "number";
const isCountOrNull = (value: unknown): value is number | null => value === null || isCount(value);

function asFileProblem(value: unknown): FileProblem | null {
  if (!isRecord(value)) return null;
  const plain = PLAIN_PROBLEMS.find((code) => code === value.code);
  if (plain) return { code: plain };
  const { limit_bytes, bytes, detail, line, column, game } = value;
  switch (value.code) {
    case "too_large":
      return isCount(limit_bytes) && isCountOrNull(bytes) ? { code: "too_large", limit_bytes, bytes } : null;
    case "io":
      return detail === null || typeof detail === "string" ? { code: "io", detail } : null;
    case "not_sgf":
      return isCount(line) && isCount(column) ? { code: "not_sgf", line, column } : null;
    case "game_refused": {
      const reason = asRefusal(value.reason);
      if (!reason || !isCount(game) || !isCountOrNull(line) || !isCountOrNull(column)) return null;
      return { code: "game_refused", game, line, column, reason };
    }
    default:
      return null;
  }
}

function asFileError(code: "open_failed" | "save_failed", value: Record<string, unknown>): AppError | null {
  const problem = asFileProblem(value.problem);
  return problem && typeof value.file === "string" ? { code, file: value.file, problem } : null;
}

/** The engine's errors and the settings' (./engineErrors.ts). */
function asEngineError(value: Record<string, unknown>): AppError | null {
  switch (value.code) {
    case "engine": {
      const error = asGtpError(value.error);
      return error ? { code: "engine", error } : null;
    }
    case "engine_arguments": {
      const error = asCommandLineError(value.error);
      return error ? { code: "engine_arguments", error } : null;
    }
    case "engine_board_size":
      return typeof value.max_side === "number" ? { code: "engine_board_size", max_side: value.max_side } : null;
    case "settings_not_saved": {
      const problem = DB_PROBLEMS.find((p) => p === value.problem);
      return problem ? { code: "settings_not_saved", problem } : null;
    }
    default:
      return null;
  }
}

function asAppError(value: Record<string, unknown>): AppError | null {
  switch (value.code) {
    case "illegal_move": {
      const reason = ILLEGAL_REASONS.find((r) => r === value.reason);
      const point = typeof value.point === "string" ? value.point : null;
      return reason ? { code: "illegal_move", reason, point } : null;
    }
    case "bad_point":
      return typeof value.text === "string" ? { code: "bad_point", text: value.text } : null;
    case "invalid_setting": {
      const field = SETTING_FIELDS.find((f) => f === value.field);
      return field ? { code: "invalid_setting", field } : null;
    }
    case "not_now":
      return { code: "not_now" };
    case "no_stone":
      return typeof value.point === "string" ? { code: "no_stone", point: value.point } : null;
    case "stones_kept":
      return { code: "stones_kept" };
    case "open_failed":
    case "save_failed":
      return asFileError(value.code, value);
    case "invalid_argument": {
      const argument = ARGUMENT_NAMES.find((a) => a === value.argument);
      return argument ? { code: "invalid_argument", argument } : null;
    }
    case "database": {
      const problem = DB_PROBLEMS.find((p) => p === value.problem);
      return problem ? { code: "database", problem } : null;
    }
    case "not_in_library":
    case "unreadable_game":
    case "import_running":
      return { code: value.code };
    case "record_not_playable": {
      const reason = value.reason === null ? null : ILLEGAL_REASONS.find((r) => r === value.reason);
      if (typeof value.move_number !== "number" || reason === undefined) return null;
      return { code: "record_not_playable", move_number: value.move_number, reason };
    }
    case "exercise_refused": {
      const problem = EXERCISE_PROBLEMS.find((p) => p === value.problem);
      return problem ? { code: "exercise_refused", problem } : null;
    }
    case "folder_not_shown": {
      const folder = APP_FOLDERS.find((f) => f === value.folder);
      return folder ? { code: "folder_not_shown", folder } : null;
    }
    default:
      return asEngineError(value) ?? asTeachError(value);
  }
}

/**
 * Turns any rejection value into a `CommandError`. Idempotent: a value that
 * already is one comes back equal, so callers may apply it to whatever they catch.
 */
export function toCommandError(reason: unknown): CommandError {
  if (isRecord(reason)) {
    if (reason.code === "unexpected" && typeof reason.detail === "string") {
      return { code: "unexpected", detail: reason.detail };
    }
    const known = asAppError(reason);
    if (known) return known;
  }
  return { code: "unexpected", detail: describe(reason) };
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === "string") return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}
