//! The keys that walk a game tree, shared by every screen that shows one
//! (review, the teaching board), and where they must leave keys alone.

import type { NavCommand } from "./tree";

/** Left/Right step back and forward, Up/Down switch variation at the branch, Home/End jump to the line's ends. */
export const TREE_STEPS: Partial<Record<string, NavCommand>> = {
  ArrowLeft: { kind: "prev" },
  ArrowRight: { kind: "next" },
  ArrowUp: { kind: "variation", delta: -1 },
  ArrowDown: { kind: "variation", delta: 1 },
  Home: { kind: "first" },
  End: { kind: "last" },
};

/** Whether `target` keeps its keys to itself: fields, selects, dialogs and the board's grid. */
export function keepsOwnKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="grid"]') !== null;
}
