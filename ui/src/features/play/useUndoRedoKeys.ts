//! Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (Cmd on macOS), anywhere on
//! the play screen except while typing in a field or inside a dialog; the
//! letters count on any keyboard layout (`latinLetter`).

import { useEffect, useRef } from "preact/hooks";
import { latinLetter } from "../../common/keys";

/** The actions the keys trigger; an absent one means "not possible now". */
export interface UndoRedo {
  undo?: () => void;
  redo?: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null;
}

/** Listens on the window while the calling component is mounted. */
export function useUndoRedoKeys(actions: UndoRedo): void {
  const current = useRef(actions);
  current.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const key = latinLetter(event);
      const undo = key === "z" && !event.shiftKey;
      const redo = key === "y" || (key === "z" && event.shiftKey);
      if (!undo && !redo) return;
      event.preventDefault();
      (undo ? current.current.undo : current.current.redo)?.();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
