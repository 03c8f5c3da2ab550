//! Reading the engine's errors out of a command's rejection: `GtpError` (with
//! its exit info and protocol problem) and `CommandLineError`, checked field
//! by field like every other error (./errors.ts), so a malformed one becomes
//! `unexpected` instead of a half-typed object.

import type { CommandLineError } from "./bindings/CommandLineError";
import type { ExitInfo } from "./bindings/ExitInfo";
import type { Expected } from "./bindings/Expected";
import type { SpawnCause } from "./bindings/SpawnCause";
import type { GtpError } from "./bindings/GtpError";
import type { ProtocolProblem } from "./bindings/ProtocolProblem";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const str = (value: unknown): value is string => typeof value === "string";
const num = (value: unknown): value is number => typeof value === "number";
const numOrNull = (value: unknown): value is number | null => value === null || num(value);

function asExit(value: unknown): ExitInfo | null {
  if (!isRecord(value) || !numOrNull(value.code) || !numOrNull(value.signal)) return null;
  return { code: value.code, signal: value.signal };
}

const EXPECTED: readonly Expected[] = ["move", "vertices", "score"];
const SPAWN_CAUSES: readonly SpawnCause[] = ["permission_denied", "other"];
const isSpawnCause = (value: unknown): value is SpawnCause => SPAWN_CAUSES.includes(value as SpawnCause);

function asProblem(value: unknown): ProtocolProblem | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case "garbage":
      return str(value.line) ? { kind: "garbage", line: value.line } : null;
    case "wrong_id":
      return num(value.expected) && numOrNull(value.found)
        ? { kind: "wrong_id", expected: value.expected, found: value.found }
        : null;
    case "not_utf8":
      return { kind: "not_utf8" };
    case "line_too_long":
    case "answer_too_long":
      return num(value.limit) ? { kind: value.kind, limit: value.limit } : null;
    case "bad_answer": {
      const expected = EXPECTED.find((e) => e === value.expected);
      return str(value.answer) && expected ? { kind: "bad_answer", answer: value.answer, expected } : null;
    }
    case "version":
      return str(value.found) ? { kind: "version", found: value.found } : null;
    default:
      return null;
  }
}

/** An engine error whose fields all have the types the backend sends, else `null`. */
export function asGtpError(value: unknown): GtpError | null {
  if (!isRecord(value)) return null;
  const { code, command, stderr_tail: tail } = value;
  switch (code) {
    case "not_found":
      return str(value.program) ? { code, program: value.program } : null;
    case "spawn_failed":
      return str(value.program) && str(value.reason) && isSpawnCause(value.cause)
        ? { code, program: value.program, cause: value.cause, reason: value.reason }
        : null;
    case "crashed": {
      const exit = asExit(value.exit);
      return str(command) && str(tail) && exit ? { code, command, exit, stderr_tail: tail } : null;
    }
    case "timeout":
      return str(command) && str(tail) && num(value.after_ms)
        ? { code, command, after_ms: value.after_ms, stderr_tail: tail }
        : null;
    case "protocol": {
      const problem = asProblem(value.problem);
      return str(command) && str(tail) && problem ? { code, command, problem, stderr_tail: tail } : null;
    }
    case "refused":
      return str(command) && str(value.message) ? { code, command, message: value.message } : null;
    case "unsupported":
    case "cancelled":
      return str(command) ? { code, command } : null;
    case "stopped":
      return { code };
    default:
      return null;
  }
}

/** A command line's splitting error, else `null`. */
export function asCommandLineError(value: unknown): CommandLineError | null {
  if (!isRecord(value)) return null;
  if (value.code === "empty") return { code: "empty" };
  return value.code === "unclosed_quote" && num(value.at) ? { code: "unclosed_quote", at: value.at } : null;
}
