//! The teaching screen's keys on the whole window (not while typing in a
//! field, inside a dialog or on the board, whose points take the tool keys
//! themselves): a tool's letter chooses it; Left/Right/Up/Down/Home/End walk
//! the record as on the review screen; Shift+B/W/P/Delete choose who plays
//! next, pass and clear the markup (on a point too, see `TeachBoard`);
//! Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo; Ctrl+T leaves teaching;
//! Ctrl+M jumps into the comment (from a field as well). Letters count on
//! any keyboard layout (`latinLetter`): with a Russian layout the B key
//! still chooses the black stone.

import { useEffect, useRef } from "preact/hooks";
import { latinLetter } from "../../common/keys";
import type { NavCommand } from "../review/tree";
import { TREE_STEPS, keepsOwnKeys } from "../review/treeKeys";
import { commandForKey, toolForKey } from "./tools";
import type { TeachCommand, ToolId } from "./tools";

/** What the keys do. */
export interface TeachKeyActions {
  choose: (tool: ToolId) => void;
  command: (command: TeachCommand) => void;
  focusComment: () => void;
  step: (command: NavCommand) => void;
  undo: () => void;
  redo: () => void;
  leave: () => void;
}

function withControl(event: KeyboardEvent, actions: TeachKeyActions): boolean {
  const key = latinLetter(event);
  if (key === "t" && !event.shiftKey) actions.leave();
  else if (key === "z" && !event.shiftKey) actions.undo();
  else if (key === "y" || (key === "z" && event.shiftKey)) actions.redo();
  else return false;
  return true;
}

/** Listens while the calling component is mounted. */
export function useTeachKeys(actions: TeachKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.metaKey) return;
      const typing =
        event.target instanceof Element && event.target.closest("input, textarea, select, [role='dialog']");
      if (event.ctrlKey) {
        const inDialog = event.target instanceof Element && event.target.closest("[role='dialog']");
        if (!inDialog && !event.shiftKey && latinLetter(event) === "m") latest.current.focusComment();
        else if (typing || !withControl(event, latest.current)) return;
        event.preventDefault();
        return;
      }
      if (keepsOwnKeys(event.target)) return;
      const step = TREE_STEPS[event.key];
      const key = latinLetter(event) ?? event.key;
      const command = commandForKey(key, event.shiftKey);
      const tool = toolForKey(key, event.shiftKey);
      if (step && !event.shiftKey) latest.current.step(step);
      else if (command) latest.current.command(command);
      else if (tool) latest.current.choose(tool.id);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
