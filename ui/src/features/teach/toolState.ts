//! The teaching tools as a state machine, pure so that it is tested without
//! a board: which tool is chosen, where a line or arrow being drawn starts,
//! and what a click, Enter or a tool's key on a point does. `stepTools`
//! takes the state and an event and gives the next state and one effect,
//! which `TeachBoard` carries out (a backend step, an exercise mark, a
//! sentence). The commands beside the tools map to backend steps here too.

import type { AnswerMark, SgfPoint } from "../../board";
import type { TeachAction, TeachOrigin } from "../../ipc";
import type { Speech } from "./teachSpeech";
import { commandForKey, isAnswerTool, isLineTool, toolForKey } from "./tools";
import type { TeachCommand, ToolId } from "./tools";

/** The chosen tool and, while a line or arrow is drawn, its first point. */
export interface ToolState {
  tool: ToolId;
  lineStart: SgfPoint | null;
}

/** Choosing a tool, or using one on a point (a click uses the chosen tool, a key its own). */
export type ToolEvent = { kind: "choose"; tool: ToolId } | { kind: "use"; tool: ToolId; point: SgfPoint };

/** A backend step and what the live region says once it is done. */
export interface TeachStep {
  action: TeachAction;
  speech: Speech;
}

/** What carrying out an event takes beyond the new state. */
export type ToolEffect =
  | { kind: "none" }
  /** Toggles the exercise's right or wrong mark on `point` (the draft, not the record). */
  | { kind: "mark"; mark: AnswerMark; point: SgfPoint }
  | { kind: "line_start"; point: SgfPoint }
  | { kind: "line_cancelled" }
  | ({ kind: "step" } & TeachStep);

/** The tools on a board just opened: stones on an empty board, moves on one from a game. */
export function initialTools(origin: TeachOrigin): ToolState {
  return { tool: origin === "empty" ? "black" : "play", lineStart: null };
}

/** The next state and the effect of `event`. A line's start stays only while a line tool draws it. */
export function stepTools(state: ToolState, event: ToolEvent): { state: ToolState; effect: ToolEffect } {
  const { tool } = event;
  if (event.kind === "choose") return { state: { tool, lineStart: null }, effect: { kind: "none" } };
  const { point } = event;
  if (isAnswerTool(tool)) return { state: { tool, lineStart: null }, effect: { kind: "mark", mark: tool, point } };
  if (isLineTool(tool)) {
    const start = state.lineStart;
    if (start === point) return { state: { tool, lineStart: null }, effect: { kind: "line_cancelled" } };
    if (start === null) return { state: { tool, lineStart: point }, effect: { kind: "line_start", point } };
    const action: TeachAction = { kind: "line", line: tool, from: start, to: point };
    return { state: { tool, lineStart: null }, effect: { kind: "step", action, speech: { kind: "point", point } } };
  }
  const speech: Speech = tool === "play" ? { kind: "node" } : { kind: "point", point };
  return { state: { tool, lineStart: null }, effect: { kind: "step", action: { kind: "point", tool, point }, speech } };
}

/** The backend step of a command beside the tools. */
export function commandStep(command: TeachCommand): TeachStep {
  switch (command) {
    case "pass":
      return { action: { kind: "pass" }, speech: { kind: "node" } };
    case "clear":
      return { action: { kind: "clear_markup" }, speech: { kind: "text", key: "teach.cleared" } };
    case "to-play-B":
    case "to-play-W":
      return {
        action: { kind: "to_play", color: command === "to-play-B" ? "B" : "W" },
        speech: { kind: "text", key: "teach.toPlayDone" },
      };
  }
}

/** Undo or redo as a backend step. */
export function historyStep(undo: boolean): TeachStep {
  return { action: { kind: undo ? "undo" : "redo" }, speech: { kind: "history", undo } };
}

/** A key pressed on a focused point: a command (with Shift), a tool used there, or neither. */
export function keyOnPoint(key: string, shift: boolean): { command?: TeachCommand; tool?: ToolId } {
  return { command: commandForKey(key, shift), tool: toolForKey(key, shift)?.id };
}
