//! Sentences for what can go wrong with an engine: every `GtpError` code,
//! the engine's last words on stderr where it left any, an illegal engine
//! move, and why an engine's arguments could not be split.

import type { CommandLineError, EngineProblem, GtpError } from "../ipc";
import { t } from "./index";

/** The engine's stderr tail, shortened to its last line, as a second sentence; "" when it said nothing. */
function lastWords(tail: string): string {
  const last = tail.trim().split("\n").pop()?.trim() ?? "";
  return last === "" ? "" : ` ${t("engine.stderr", { text: last.length > 160 ? `…${last.slice(-160)}` : last })}`;
}

/** One or two sentences saying what went wrong with the engine. */
export function gtpErrorMessage(error: GtpError): string {
  switch (error.code) {
    case "not_found":
      return t("engine.error.not_found", { program: error.program });
    case "spawn_failed":
      return error.cause === "permission_denied"
        ? t("engine.error.spawn_permission_denied", { program: error.program })
        : t("engine.error.spawn_failed", { program: error.program, reason: error.reason });
    case "crashed":
      return t("engine.error.crashed", { command: error.command }) + lastWords(error.stderr_tail);
    case "timeout":
      return (
        t("engine.error.timeout", { command: error.command, seconds: Math.round(error.after_ms / 1000) }) +
        lastWords(error.stderr_tail)
      );
    case "protocol":
      return t("engine.error.protocol", { command: error.command }) + lastWords(error.stderr_tail);
    case "refused":
      return t("engine.error.refused", { command: error.command, message: error.message });
    case "unsupported":
      return t("engine.error.unsupported", { command: error.command });
    case "cancelled":
      return t("engine.error.cancelled", { command: error.command });
    case "stopped":
      return t("engine.error.stopped");
  }
}

/** Why an engine's turn ended without a move; `illegal` explains an illegal move's rule and `point` names it. */
export function engineProblemMessage(
  problem: EngineProblem,
  illegal: (reason: Extract<EngineProblem, { code: "illegal_move" }>["reason"]) => string,
  point: (sgf: string | null) => string,
): string {
  return problem.code === "failed"
    ? gtpErrorMessage(problem.error)
    : t("engine.illegalMove", { point: point(problem.point), reason: illegal(problem.reason) });
}

/** Why an engine's arguments could not be split. */
export function commandLineMessage(error: CommandLineError): string {
  return error.code === "empty"
    ? t("error.engine_arguments_empty")
    : t("error.engine_arguments_quote", { at: error.at + 1 });
}
