import { describe, expect, it } from "vitest";
import { commandStep, historyStep, initialTools, keyOnPoint, stepTools } from "./toolState";
import type { ToolState } from "./toolState";

const at = (tool: ToolState["tool"], lineStart: string | null = null): ToolState => ({ tool, lineStart });

describe("the teaching tools", () => {
  it("start with stones on an empty board and with moves on one from elsewhere", () => {
    expect(initialTools("empty")).toEqual(at("black"));
    expect(initialTools("game")).toEqual(at("play"));
    expect(initialTools("review")).toEqual(at("play"));
  });

  it("choosing a tool drops a line being drawn and does nothing else", () => {
    expect(stepTools(at("line", "dd"), { kind: "choose", tool: "circle" })).toEqual({
      state: at("circle"),
      effect: { kind: "none" },
    });
  });

  it("a one-point tool is a backend step spoken as the point, a move as the node", () => {
    expect(stepTools(at("black"), { kind: "use", tool: "triangle", point: "cc" })).toEqual({
      state: at("triangle"),
      effect: {
        kind: "step",
        action: { kind: "point", tool: "triangle", point: "cc" },
        speech: { kind: "point", point: "cc" },
      },
    });
    expect(stepTools(at("black"), { kind: "use", tool: "play", point: "cc" }).effect).toEqual({
      kind: "step",
      action: { kind: "point", tool: "play", point: "cc" },
      speech: { kind: "node" },
    });
  });

  it("a line takes a start, then an end; the start again cancels it", () => {
    const started = stepTools(at("black"), { kind: "use", tool: "line", point: "aa" });
    expect(started).toEqual({ state: at("line", "aa"), effect: { kind: "line_start", point: "aa" } });
    expect(stepTools(started.state, { kind: "use", tool: "line", point: "aa" })).toEqual({
      state: at("line"),
      effect: { kind: "line_cancelled" },
    });
    expect(stepTools(started.state, { kind: "use", tool: "arrow", point: "ee" })).toEqual({
      state: at("arrow"),
      effect: {
        kind: "step",
        action: { kind: "line", line: "arrow", from: "aa", to: "ee" },
        speech: { kind: "point", point: "ee" },
      },
    });
  });

  it("another tool on a point drops the line's start", () => {
    expect(stepTools(at("line", "aa"), { kind: "use", tool: "black", point: "bb" }).state).toEqual(at("black"));
  });

  it("the right- and wrong-move tools mark the exercise, not the record", () => {
    expect(stepTools(at("line", "aa"), { kind: "use", tool: "wrong", point: "bb" })).toEqual({
      state: at("wrong"),
      effect: { kind: "mark", mark: "wrong", point: "bb" },
    });
  });

  it("maps the commands and undo/redo to backend steps", () => {
    expect(commandStep("to-play-W")).toEqual({
      action: { kind: "to_play", color: "W" },
      speech: { kind: "text", key: "teach.toPlayDone" },
    });
    expect(commandStep("pass")).toEqual({ action: { kind: "pass" }, speech: { kind: "node" } });
    expect(commandStep("clear").action).toEqual({ kind: "clear_markup" });
    expect(historyStep(true)).toEqual({ action: { kind: "undo" }, speech: { kind: "history", undo: true } });
    expect(historyStep(false).action).toEqual({ kind: "redo" });
  });

  it("a key on a point is a command with Shift, else a tool's letter", () => {
    expect(keyOnPoint("B", true)).toEqual({ command: "to-play-B", tool: undefined });
    expect(keyOnPoint("b", false)).toEqual({ command: undefined, tool: "black" });
    expect(keyOnPoint("Delete", true).command).toBe("clear");
    expect(keyOnPoint("z", false)).toEqual({ command: undefined, tool: undefined });
  });
});
