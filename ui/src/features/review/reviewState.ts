//! The review screen's state as a pure reducer: state + action -> state,
//! with no IPC, no timers and no words. The hook (./useReview.ts) runs the
//! effects: it asks the backend and dispatches what came back.
//!
//! Navigation moves `current` at once; the board shows `shown`, the node
//! the backend last sent. `nodeToFetch` names the node to ask for next: at
//! most one fetch is under way, and presses that come faster than the
//! answers merge, so only the latest wanted node is fetched after it.

import type { CommandError, GameInfo, OpenedFile, ReviewGame, ReviewNode, SavedFile } from "../../ipc";
import type { ReadWarning } from "./describeWarning";
import { buildTree, contains, navigate, remember } from "./tree";
import type { Memory, NavCommand, TreeModel } from "./tree";

/** The game on the review screen. */
export interface LoadedGame {
  doc: number;
  index: number;
  info: GameInfo;
  tree: TreeModel;
  warnings: ReadWarning[];
}

/** What the live region is to say, as data; the words are chosen when it is shown. */
export type ReviewMessage =
  | { kind: "node"; node: ReviewNode; tree: TreeModel }
  | { kind: "choose_game" }
  | { kind: "failed"; error: CommandError }
  | { kind: "saved"; file: string };

/** Everything the review screen remembers. */
export interface ReviewState {
  file: OpenedFile | null;
  game: LoadedGame | null;
  /** Counts the games loaded; an answer about an earlier one is dropped. */
  generation: number;
  /** The node the user went to. */
  current: number;
  /** Which child each node continues with, as the user last chose. */
  memory: Memory;
  /** The node whose position the board shows (the backend's latest answer). */
  shown: ReviewNode | null;
  /** The node being fetched, if a fetch is under way. */
  fetching: number | null;
  /** The node whose fetch failed; not asked for again until the user goes somewhere. */
  failed: number | null;
  error: CommandError | null;
  /** The name the file was last saved as, until the next action. */
  saved: string | null;
  /** The latest message for the live region; `serial` grows with each. */
  announcement: { message: ReviewMessage; serial: number } | null;
}

/** What can happen to the review screen. */
export type ReviewAction =
  | { type: "file_opened"; file: OpenedFile }
  | { type: "game_loaded"; game: ReviewGame }
  | { type: "go_to"; id: number }
  | { type: "step"; command: NavCommand }
  | { type: "fetch_started"; generation: number; id: number }
  | { type: "node_arrived"; generation: number; node: ReviewNode }
  | { type: "node_failed"; generation: number; error: CommandError }
  | { type: "failed"; error: CommandError }
  | { type: "saved"; doc: number; file: SavedFile };

/** The state before any file is open. */
export const INITIAL_REVIEW: ReviewState = {
  file: null,
  game: null,
  generation: 0,
  current: 0,
  memory: new Map(),
  shown: null,
  fetching: null,
  failed: null,
  error: null,
  saved: null,
  announcement: null,
};

/** The index of the one game of `file` LoGo can show, or `null` when the user has to choose. */
export function singleShowableGame(file: OpenedFile): number | null {
  const showable = file.games.filter((g) => g.refused === null);
  return showable.length === 1 && showable[0] ? showable[0].index : null;
}

/** The node to ask the backend for now, or `null` when none is needed. */
export function nodeToFetch(state: ReviewState): number | null {
  const { game, fetching, shown, current, failed } = state;
  if (!game || fetching !== null || failed === current) return null;
  return shown?.position.node === current ? null : current;
}

function announce(state: ReviewState, message: ReviewMessage): ReviewState["announcement"] {
  return { message, serial: (state.announcement?.serial ?? 0) + 1 };
}

function goTo(state: ReviewState, id: number): ReviewState {
  if (!state.game || !contains(state.game.tree, id)) return state;
  return { ...state, current: id, memory: remember(state.game.tree, state.memory, id), failed: null };
}

function gameLoaded(state: ReviewState, loaded: ReviewGame): ReviewState {
  const tree = buildTree(loaded.tree);
  const game = { doc: loaded.doc, index: loaded.game, info: loaded.info, tree, warnings: loaded.warnings };
  return {
    ...state,
    ...{ game, generation: state.generation + 1, current: 0, memory: new Map(), shown: loaded.start },
    ...{ fetching: null, failed: null, error: null },
    announcement: announce(state, { kind: "node", node: loaded.start, tree }),
  };
}

function fileOpened(state: ReviewState, file: OpenedFile): ReviewState {
  return {
    ...INITIAL_REVIEW,
    file,
    generation: state.generation + 1,
    announcement: singleShowableGame(file) === null ? announce(state, { kind: "choose_game" }) : state.announcement,
  };
}

function failed(state: ReviewState, error: CommandError): ReviewState {
  return { ...state, error, saved: null, announcement: announce(state, { kind: "failed", error }) };
}

function saved(state: ReviewState, doc: number, file: SavedFile): ReviewState {
  // Once saved, the file lives where it was saved (a game that lived in no file too): "save" writes there.
  const renamed = state.file?.doc === doc ? { ...state.file, file_name: file.file_name, path: file.path } : state.file;
  const message: ReviewMessage = { kind: "saved", file: file.file_name };
  return { ...state, file: renamed, error: null, saved: file.file_name, announcement: announce(state, message) };
}

/** The state after `action`. */
export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case "file_opened":
      return fileOpened(state, action.file);
    case "game_loaded":
      return gameLoaded(state, action.game);
    case "go_to":
      return goTo(state, action.id);
    case "step": {
      const to = state.game ? navigate(state.game.tree, state.current, state.memory, action.command) : null;
      return to === null ? state : goTo(state, to);
    }
    case "fetch_started":
      return action.generation === state.generation ? { ...state, fetching: action.id } : state;
    case "node_arrived": {
      const { game } = state;
      if (action.generation !== state.generation || !game) return state;
      const message: ReviewMessage = { kind: "node", node: action.node, tree: game.tree };
      return { ...state, shown: action.node, fetching: null, announcement: announce(state, message) };
    }
    case "node_failed":
      if (action.generation !== state.generation) return state;
      return failed({ ...state, fetching: null, failed: state.fetching }, action.error);
    case "failed":
      return failed(state, action.error);
    case "saved":
      return saved(state, action.doc, action.file);
  }
}
