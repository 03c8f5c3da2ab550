//! Teaching boards as the backend would send them (test data): an empty
//! 9×9 board, changed by `overrides` and the node's markup and comment.

import type { Markup, TeachView, TreeNode } from "../ipc";

/** A node without content. */
export function emptyNode(overrides: Partial<TreeNode> = {}): TreeNode {
  return {
    setup: { black: [], white: [], empty: [] },
    to_play: null,
    move: null,
    markup: emptyMarkup(),
    comment: null,
    name: null,
    move_annotation: null,
    position_annotation: null,
    hotspot: null,
    time_left: { B: { ms: null, overtime: null }, W: { ms: null, overtime: null } },
    ...overrides,
  };
}

/** Markup that draws nothing. */
export function emptyMarkup(overrides: Partial<Markup> = {}): Markup {
  return {
    circle: [],
    square: [],
    triangle: [],
    cross: [],
    selected: [],
    labels: [],
    arrows: [],
    lines: [],
    dimmed: null,
    ...overrides,
  };
}

/** An empty 9×9 teaching board with one root node, changed by `overrides`. */
export function teachView(overrides: Partial<TeachView> = {}): TeachView {
  return {
    doc: 1,
    origin: "empty",
    start: 0,
    tree: { up: [0], ids: [0], moves: "...", flags: [0] },
    current: 0,
    position: {
      node: 0,
      size: { width: 9, height: 9 },
      black: [],
      white: [],
      to_play: "B",
      captures: { B: 0, W: 0 },
      move_number: 0,
      last_move: null,
      illegal: [],
      ko: [],
      issues: [],
      end: null,
      dimmed: [],
    },
    content: emptyNode(),
    can_undo: false,
    can_redo: false,
    modified: false,
    alternate: "B",
    title: null,
    ...overrides,
  };
}
