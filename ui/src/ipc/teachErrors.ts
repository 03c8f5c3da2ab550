//! The teaching board's errors, checked like every other: a rejection is an
//! `AppError` only if its fields have the shapes the bindings say.

import type { AppError } from "./bindings/AppError";
import type { DbProblem } from "./bindings/DbProblem";
import type { ExerciseDraftProblem } from "./bindings/ExerciseDraftProblem";
import type { IllegalMove } from "./bindings/IllegalMove";
import type { TreeEditError } from "./bindings/TreeEditError";

const DB_PROBLEMS: readonly DbProblem[] = ["corrupt", "locked", "read_only", "disk_full", "newer_version", "io"];
const ILLEGAL_REASONS: readonly IllegalMove[] = [
  "occupied",
  "suicide",
  "ko",
  "placing_handicap",
  "superko",
  "not_your_turn",
  "game_over",
  "off_board",
];
const EDIT_CODES: readonly TreeEditError["code"][] = [
  "unknown_node",
  "root",
  "off_board",
  "setup_with_move",
  "empty_label",
  "label_too_long",
  "label_not_printable",
  "one_point_line",
  "line_exists",
  "no_such_line",
  "not_deleted",
  "index_out_of_range",
  "at_edge",
  "already_main_line",
  "nested_batch",
  "in_batch",
  "full",
  "breaks_game_info",
  "out_of_step",
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** An edit's refusal: its code is checked; the UI words only by the code. */
function asEditError(value: unknown): TreeEditError | null {
  if (!isRecord(value)) return null;
  const code = EDIT_CODES.find((c) => c === value.code);
  return code ? (value as TreeEditError) : null;
}

function asDraftProblem(value: unknown): ExerciseDraftProblem | null {
  if (!isRecord(value)) return null;
  const point = typeof value.point === "string" ? value.point : null;
  switch (value.kind) {
    case "no_correct_move":
      return { kind: "no_correct_move" };
    case "board_size":
      return typeof value.min === "number" && typeof value.max === "number"
        ? { kind: "board_size", min: value.min, max: value.max }
        : null;
    case "not_playable": {
      const reason = ILLEGAL_REASONS.find((r) => r === value.reason);
      return point && reason ? { kind: "not_playable", point, reason } : null;
    }
    case "right_and_wrong":
    case "feedback":
      return point ? { kind: value.kind, point } : null;
    case "refused":
      return typeof value.detail === "string" ? { kind: "refused", detail: value.detail } : null;
    default:
      return null;
  }
}

/** The teaching board's `AppError`s, or `null` for any other value. */
export function asTeachError(value: Record<string, unknown>): AppError | null {
  switch (value.code) {
    case "edit_refused": {
      const reason = asEditError(value.reason);
      return reason ? { code: "edit_refused", reason } : null;
    }
    case "library_not_saved": {
      const problem = DB_PROBLEMS.find((p) => p === value.problem);
      return problem ? { code: "library_not_saved", problem } : null;
    }
    case "image_failed":
      return { code: "image_failed" };
    case "exercise_not_saved": {
      const problem = asDraftProblem(value.problem);
      return problem ? { code: "exercise_not_saved", problem } : null;
    }
    default:
      return null;
  }
}
