//! The teaching tools as the tool bar shows them: what each does, its key
//! (pressed on a focused point it picks the tool and uses it there), and
//! its name. Lines and arrows take two points, the others one. The
//! commands beside the tools (who plays next, pass, clear markup) have
//! Shift keys, so that they never clash with a tool's letter.

import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { TeachTool } from "../../ipc";

/** A tool of the bar: a one-point tool of the backend, a line or an arrow, or marking an exercise's right or wrong move. */
export type ToolId = TeachTool | "line" | "arrow" | "right" | "wrong";

/** One tool: its key and its name. */
export interface ToolSpec {
  id: ToolId;
  key: string;
  label: PlainKey;
}

/** Every tool, in the bar's order: stones, moves, marks, labels, lines, dimming. */
export const TOOLS: readonly ToolSpec[] = [
  { id: "black", key: "b", label: "teach.tool.black" },
  { id: "white", key: "w", label: "teach.tool.white" },
  { id: "alternate", key: "a", label: "teach.tool.alternate" },
  { id: "remove", key: "e", label: "teach.tool.remove" },
  { id: "play", key: "p", label: "teach.tool.play" },
  { id: "triangle", key: "t", label: "teach.tool.triangle" },
  { id: "square", key: "q", label: "teach.tool.square" },
  { id: "circle", key: "c", label: "teach.tool.circle" },
  { id: "cross", key: "x", label: "teach.tool.cross" },
  { id: "letter", key: "l", label: "teach.tool.letter" },
  { id: "number", key: "n", label: "teach.tool.number" },
  { id: "line", key: "g", label: "teach.tool.line" },
  { id: "arrow", key: "r", label: "teach.tool.arrow" },
  { id: "dim", key: "d", label: "teach.tool.dim" },
  { id: "right", key: "k", label: "teach.tool.right" },
  { id: "wrong", key: "f", label: "teach.tool.wrong" },
];

/** The tool whose key is `key` (any case, without Shift), if one is. */
export function toolForKey(key: string, shift = false): ToolSpec | undefined {
  const lower = key.toLowerCase();
  return key.length === 1 && !shift ? TOOLS.find((tool) => tool.key === lower) : undefined;
}

/** A teaching command with a key of its own: who plays next, pass, clear the node's markup. */
export type TeachCommand = "to-play-B" | "to-play-W" | "pass" | "clear";

/** One command's key: what `event.key` may be (lower case, with Shift held) and how it is announced. */
interface CommandKey {
  keys: readonly string[];
  /** The `aria-keyshortcuts` value. */
  shortcut: string;
}

/** The command keys: Shift+B, Shift+W, Shift+P, Shift+Delete (or Shift+Backspace, for keyboards without Delete). */
export const COMMAND_KEYS: Readonly<Record<TeachCommand, CommandKey>> = {
  "to-play-B": { keys: ["b"], shortcut: "Shift+B" },
  "to-play-W": { keys: ["w"], shortcut: "Shift+W" },
  pass: { keys: ["p"], shortcut: "Shift+P" },
  clear: { keys: ["delete", "backspace"], shortcut: "Shift+Delete Shift+Backspace" },
};

/** The command whose key is `key` pressed with Shift, if one is. */
export function commandForKey(key: string, shift: boolean): TeachCommand | undefined {
  if (!shift) return undefined;
  const lower = key.toLowerCase();
  return (Object.keys(COMMAND_KEYS) as TeachCommand[]).find((command) => COMMAND_KEYS[command].keys.includes(lower));
}

/** The badge of a command's key as the keyboard shows it: ⇧B, ⇧Entf. */
export function commandBadge(command: TeachCommand): string {
  const key = COMMAND_KEYS[command].keys[0] ?? "";
  return `⇧${key === "delete" ? t("teach.key.delete") : key.toUpperCase()}`;
}

/** The badge of a Ctrl key: Strg+Z, Ctrl+Z. */
export function controlBadge(letter: string): string {
  return `${t("teach.key.ctrl")}+${letter.toUpperCase()}`;
}

/** Whether the tool marks an exercise's answer (in the draft, not in the record). */
export function isAnswerTool(id: ToolId): id is "right" | "wrong" {
  return id === "right" || id === "wrong";
}

/** Whether the tool takes two points. */
export function isLineTool(id: ToolId): id is "line" | "arrow" {
  return id === "line" || id === "arrow";
}
