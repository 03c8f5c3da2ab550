//! The review screen's keys, on the whole window while the screen is shown:
//! Left/Right step back and forward, Up/Down switch to the previous/next
//! variation at the current branch, Home/End jump to the start/end of the
//! line; Ctrl+O opens a file, Ctrl+S saves it (on any keyboard layout, see
//! `latinLetter`). Inside the board (whose
//! arrow keys move between points), text fields, selects, the move slider
//! and dialogs the keys keep their own meaning.

import { useEffect, useRef } from "preact/hooks";
import { latinLetter } from "../../common/keys";
import type { NavCommand } from "./tree";
import { TREE_STEPS, keepsOwnKeys } from "./treeKeys";

/** What the keys do. */
export interface ReviewKeyActions {
  step: (command: NavCommand) => void;
  open: () => void;
  save: () => void;
}

/** Listens while the calling component is mounted. */
export function useReviewKeys(actions: ReviewKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.metaKey) return;
      const key = latinLetter(event);
      if (event.ctrlKey && (key === "o" || key === "s")) {
        event.preventDefault();
        if (key === "o") latest.current.open();
        else latest.current.save();
        return;
      }
      const command = TREE_STEPS[event.key];
      if (event.ctrlKey || event.shiftKey || !command || keepsOwnKeys(event.target)) return;
      event.preventDefault();
      latest.current.step(command);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
