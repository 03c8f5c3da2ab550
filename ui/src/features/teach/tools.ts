//! The teaching tools as the tool bar shows them: what each does, its key
//! (pressed on a focused point it picks the tool and uses it there), and
//! its name. Lines and arrows take two points, the others one.

import type { PlainKey } from "../../i18n";
import type { TeachTool } from "../../ipc";

/** A tool of the bar: a one-point tool of the backend, or a line or an arrow. */
export type ToolId = TeachTool | "line" | "arrow";

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
];

/** The tool whose key is `key` (any case), if one is. */
export function toolForKey(key: string): ToolSpec | undefined {
  const lower = key.toLowerCase();
  return key.length === 1 ? TOOLS.find((tool) => tool.key === lower) : undefined;
}

/** Whether the tool takes two points. */
export function isLineTool(id: ToolId): id is "line" | "arrow" {
  return id === "line" || id === "arrow";
}
