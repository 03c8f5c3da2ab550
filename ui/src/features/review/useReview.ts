//! The review screen's state, held by the app shell so it survives switching
//! to another screen and back. A thin hook around the pure reducer
//! (./reviewState.ts): it runs the IPC calls, dispatches their answers, and
//! puts the reducer's messages into words in the current language. Its
//! failures are `useBackendCall`'s data; the reducer, not a request counter,
//! drops stale answers (by generation) and keeps the announcement, so that
//! both stay pure and tested.
//! Opening or choosing a game that takes longer than `BUSY_DELAY_MS` shows
//! the busy indicator.

import { useEffect, useReducer, useRef, useState } from "preact/hooks";
import type { Announcement } from "../../common/useAnnouncer";
import { commandFailure } from "../../common/useBackendCall";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import type { CommandError, LogoIpc, OpenedFile, ReviewNode, SavedFile } from "../../ipc";
import { announceNode } from "./describeNode";
import { INITIAL_REVIEW, nodeToFetch, reviewReducer, singleShowableGame } from "./reviewState";
import type { LoadedGame, ReviewAction, ReviewMessage, ReviewState } from "./reviewState";
import type { Memory, NavCommand } from "./tree";

export type { LoadedGame } from "./reviewState";

/** How long an open may take before the busy indicator shows. */
export const BUSY_DELAY_MS = 200;

/** What asking for the requested file led to. */
export type OpenOutcome = "none" | "opened" | "failed";

/** Everything the review screen shows and can do. */
export interface Review {
  file: OpenedFile | null;
  game: LoadedGame | null;
  /** The node the user went to (the board may still show the one before for a moment). */
  current: number;
  /** The node whose position the board shows. */
  shown: ReviewNode | null;
  memory: Memory;
  busy: boolean;
  error: CommandError | null;
  /** A confirmation such as "saved", until the next action. */
  notice: string | null;
  announcement: Announcement;
  openDialog: () => void;
  openRequested: () => Promise<OpenOutcome>;
  /** Opens a game of the library (it lives in no file: "save" asks where). */
  openLibraryGame: (id: number) => Promise<OpenOutcome>;
  /** Opens the game in progress with the engine's hint played as a variation, and shows that move. */
  openWhatIf: () => Promise<void>;
  chooseGame: (index: number) => void;
  /** Goes to node `id` (a click in the tree, a variation chosen). */
  goto: (id: number) => void;
  /** Goes where `command` leads from the current node. */
  step: (command: NavCommand) => void;
  save: () => void;
  saveAs: () => void;
}

type Dispatch = (action: ReviewAction) => void;
type WhileBusy = <T>(work: Promise<T>) => Promise<T>;

/** `busy` turns true when work wrapped in `whileBusy` takes longer than `BUSY_DELAY_MS`. */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const pending = useRef(0);
  const whileBusy = async <T>(work: Promise<T>): Promise<T> => {
    pending.current += 1;
    const timer = setTimeout(() => setBusy(true), BUSY_DELAY_MS);
    try {
      return await work;
    } finally {
      clearTimeout(timer);
      pending.current -= 1;
      if (pending.current === 0) setBusy(false);
    }
  };
  return { busy, whileBusy };
}

/** The dialog texts of the open and save dialogs. */
function dialogTexts(kind: "open" | "save") {
  return { title: t(kind === "open" ? "review.dialogOpen" : "review.dialogSave"), filter: t("review.dialogFilter") };
}

function messageText(message: ReviewMessage): string {
  switch (message.kind) {
    case "node":
      return announceNode(message.node, message.tree);
    case "choose_game":
      return t("review.chooseGame");
    case "failed":
      return errorMessage(message.error);
    case "saved":
      return t("review.saved", { file: message.file });
  }
}

/** Asks for the node `nodeToFetch` names, whenever it names one. */
function useNodeFetching(ipc: LogoIpc, state: ReviewState, dispatch: Dispatch) {
  const wanted = nodeToFetch(state);
  const { game, generation } = state;
  useEffect(() => {
    if (wanted === null || !game) return;
    dispatch({ type: "fetch_started", generation, id: wanted });
    ipc.reviewNode(game.doc, game.index, wanted).then(
      (node) => dispatch({ type: "node_arrived", generation, node }),
      (reason: unknown) => dispatch({ type: "node_failed", generation, error: commandFailure(reason) }),
    );
  }, [ipc, game, generation, wanted]);
}

/** Opening, choosing and saving: IPC calls whose answers are dispatched. */
function fileActions(ipc: LogoIpc, file: OpenedFile | null, dispatch: Dispatch, whileBusy: WhileBusy) {
  const fail = (reason: unknown) => dispatch({ type: "failed", error: commandFailure(reason) });
  const loadGame = async (doc: number, index: number) => {
    dispatch({ type: "game_loaded", game: await ipc.reviewGame(doc, index) });
  };
  /** Shows the file opened by `opening` and, if it holds a single game LoGo can show, that game. */
  const openAndLoad = async (opening: Promise<OpenedFile | null>): Promise<boolean> => {
    const opened = await opening;
    if (!opened) return false;
    dispatch({ type: "file_opened", file: opened });
    const single = singleShowableGame(opened);
    if (single !== null) await loadGame(opened.doc, single);
    return true;
  };
  const open = async (opening: () => Promise<OpenedFile | null>): Promise<OpenOutcome> => {
    try {
      return (await whileBusy(openAndLoad(opening()))) ? "opened" : "none";
    } catch (reason) {
      fail(reason);
      return "failed";
    }
  };
  const openRequested = () => open(() => ipc.openRequestedFile());
  const saved = (doc: number) => (s: SavedFile | null) => {
    if (s) dispatch({ type: "saved", doc, file: s });
  };
  return {
    openRequested,
    openLibraryGame: (id: number) => open(() => ipc.libraryOpenReview(id)),
    openDialog: () => {
      ipc.openSgfDialog(dialogTexts("open")).then((chosen) => {
        if (chosen) void openRequested();
      }, fail);
    },
    chooseGame: (index: number) => {
      if (file) whileBusy(loadGame(file.doc, index)).catch(fail);
    },
    openWhatIf: async () => {
      try {
        const opened = await whileBusy(ipc.openWhatIf());
        dispatch({ type: "file_opened", file: opened.file });
        await whileBusy(loadGame(opened.file.doc, 0));
        dispatch({ type: "go_to", id: opened.node });
      } catch (reason) {
        fail(reason);
      }
    },
    save: () => {
      if (!file) return;
      // A game that lives in no file yet (from the library, a "what if?") is saved where the user chooses.
      const saving = file.path === null ? ipc.saveReviewAs(file.doc, dialogTexts("save")) : ipc.saveReview(file.doc);
      saving.then(saved(file.doc), fail);
    },
    saveAs: () => {
      if (file) ipc.saveReviewAs(file.doc, dialogTexts("save")).then(saved(file.doc), fail);
    },
  };
}

const NO_NEWS: Announcement = { text: "", serial: 0 };

/** Holds the review screen's state and talks to the backend for it. */
export function useReview(ipc: LogoIpc): Review {
  const [state, dispatch] = useReducer(reviewReducer, INITIAL_REVIEW);
  const { busy, whileBusy } = useBusy();
  useNodeFetching(ipc, state, dispatch);
  const { file, game, current, shown, memory, error, saved, announcement } = state;
  return {
    ...{ file, game, current, shown, memory, busy, error },
    notice: saved === null ? null : t("review.saved", { file: saved }),
    announcement: announcement ? { text: messageText(announcement.message), serial: announcement.serial } : NO_NEWS,
    ...fileActions(ipc, file, dispatch, whileBusy),
    goto: (id) => dispatch({ type: "go_to", id }),
    step: (command) => dispatch({ type: "step", command }),
  };
}
