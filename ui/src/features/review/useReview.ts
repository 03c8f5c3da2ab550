//! The review screen's state, held by the app shell so it survives switching
//! to the play screen and back: the open file, the game shown, the node the
//! user went to, and the node's position as the backend last sent it.
//!
//! Navigation is immediate in the UI (`current` moves at once) while the
//! backend is asked for the node's position (see ./reviewActions.ts).
//! Opening or choosing a game that takes longer than `BUSY_DELAY_MS` shows
//! the busy indicator.

import { useRef, useState } from "preact/hooks";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, GameInfo, LogoIpc, OpenedFile, ReadWarning, ReviewNode } from "../../ipc";
import type { Announcement } from "../play/useGameSession";
import { fileActions, navigationActions } from "./reviewActions";
import type { Latest, ReviewContext } from "./reviewActions";
import type { Memory, NavCommand, TreeModel } from "./tree";

/** How long an open may take before the busy indicator shows. */
export const BUSY_DELAY_MS = 200;

/** The game on the review screen. */
export interface LoadedGame {
  doc: number;
  index: number;
  info: GameInfo;
  tree: TreeModel;
  warnings: ReadWarning[];
}

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
  chooseGame: (index: number) => void;
  /** Goes to node `id` (a click in the tree, a variation chosen). */
  goto: (id: number) => void;
  /** Goes where `command` leads from the current node. */
  step: (command: NavCommand) => void;
  save: () => void;
  saveAs: () => void;
}

/** A sentence for the live region; `serial` changes so a repeated text is read again. */
function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "", serial: 0 });
  const say = (text: string) => setAnnouncement((a) => ({ text, serial: a.serial + 1 }));
  return { announcement, say };
}

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

/** Holds the review screen's state and talks to the backend for it. */
export function useReview(ipc: LogoIpc): Review {
  const [file, setFile] = useState<OpenedFile | null>(null);
  const [game, setGame] = useState<LoadedGame | null>(null);
  const [current, setCurrent] = useState(0);
  const [shown, setShown] = useState<ReviewNode | null>(null);
  const [memory, setMemory] = useState<Memory>(new Map());
  const [error, setError] = useState<CommandError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { announcement, say } = useAnnouncer();
  const { busy, whileBusy } = useBusy();
  const latest = useRef<Latest>({ file, game, memory, wanted: 0, shownKey: "", inFlight: false });
  const fail = (reason: unknown) => {
    const failure = toCommandError(reason);
    if (failure.code === "unexpected") console.error("LoGo review command failed:", failure.detail);
    setError(failure);
    setNotice(null);
    say(errorMessage(failure));
  };
  const ctx: ReviewContext = {
    ...{ ipc, latest: latest.current, say, fail, whileBusy },
    ...{ setFile, setGame, setCurrent, setShown, setMemory, setError, setNotice },
  };
  const navigation = navigationActions(ctx);
  const files = fileActions(ctx, navigation.loadGame);
  return {
    ...{ file, game, current, shown, memory, busy, error, notice, announcement },
    ...{ goto: navigation.goto, step: navigation.step, chooseGame: navigation.chooseGame },
    ...files,
  };
}
