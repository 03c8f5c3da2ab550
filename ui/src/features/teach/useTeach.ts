//! The teaching board's state, held by the app shell so it survives going to
//! another screen and back: the board as the backend last sent it, its tree,
//! the latest failure or confirmation, and what the live region says. Every
//! change goes to the backend (`teach_act`), which answers with the whole
//! board; the calls run through `useBackendCall`, so an answer older than
//! one already shown is dropped. Closing or replacing a board with unsaved
//! changes asks first (`useUnsavedGuard`); SAVE's actions are `teachSaves`.

import { useMemo, useState } from "preact/hooks";
import type { Announcement } from "../../common/useAnnouncer";
import { useBackendCall } from "../../common/useBackendCall";
import type { BackendCalls } from "../../common/useBackendCall";
import { useNotice } from "../../common/useNotice";
import type { Words } from "../../common/useNotice";
import { t } from "../../i18n";
import type { CommandError, DiagramStart, LogoIpc, TeachAction, TeachOrigin, TeachView } from "../../ipc";
import { buildTree } from "../review/tree";
import type { TreeModel } from "../review/tree";
import { teachSaves } from "./teachSaves";
import type { TeachSaves } from "./teachSaves";
import { useUnsavedGuard } from "./useUnsavedGuard";
import type { Guard, UnsavedQuestion } from "./useUnsavedGuard";

export type { UnsavedQuestion } from "./useUnsavedGuard";

/** Everything the teaching screen shows and can do. */
export interface Teach extends TeachSaves {
  view: TeachView | null;
  tree: TreeModel | null;
  error: CommandError | null;
  /** A confirmation such as "saved", until the next action. */
  notice: string | null;
  announcement: Announcement;
  /** Asked while closing or replacing a board with unsaved changes. */
  unsaved: UnsavedQuestion | null;
  /** Opens a board (after asking about unsaved changes to the open one); true once it is shown. */
  startNew: (size: number) => Promise<boolean>;
  fromGame: () => Promise<boolean>;
  fromReview: (doc: number, game: number, node: number) => Promise<boolean>;
  fromDiagram: (diagram: DiagramStart) => Promise<boolean>;
  /** One step; `said` words what happened, for the live region. Resolves to whether the backend did it (never rejects). */
  act: (action: TeachAction, said?: (view: TeachView) => string) => Promise<boolean>;
  /** Closes the board (after asking about unsaved changes); where it came from, or `null` if it stays open. */
  close: () => Promise<TeachOrigin | null>;
  /** Ends LoGo (its window is closing) after asking about unsaved changes; stays if the user cancels. */
  quit: () => void;
  /** Puts a sentence into the live region. */
  say: (text: string) => void;
}

/** What opening, stepping and closing need of the hook. */
interface StepDeps {
  ipc: LogoIpc;
  /** The open board, if any. */
  doc: number | undefined;
  run: BackendCalls["run"];
  guard: Guard;
  say: (text: string) => void;
  setView: (view: TeachView | null) => void;
  noticeOff: () => void;
}

/** The calls that change which board is shown, or what it shows; a failure takes the notice down. */
function boardSteps({ ipc, doc, run, guard, say, setView, noticeOff }: StepDeps) {
  const options = { onFailure: noticeOff };
  const shown = (next: TeachView) => {
    setView(next);
    noticeOff();
  };
  const open = (call: () => Promise<TeachView>) => {
    const opened = (next: TeachView) => {
      shown(next);
      say(t("teach.opened", { width: next.position.size.width, height: next.position.size.height }));
    };
    return guard(() => run(call, opened, options), false);
  };
  const steps: Pick<Teach, "startNew" | "fromGame" | "fromReview" | "fromDiagram" | "act" | "close" | "quit"> = {
    startNew: (size) => open(() => ipc.teachNewBoard(size)),
    fromGame: () => open(() => ipc.teachFromGame()),
    fromReview: (reviewDoc, game, node) => open(() => ipc.teachFromReview(reviewDoc, game, node)),
    fromDiagram: (diagram) => open(() => ipc.teachFromDiagram(diagram)),
    act: (action, said) => {
      if (doc === undefined) return Promise.resolve(false);
      const stepped = (next: TeachView) => {
        shown(next);
        if (said) say(said(next));
      };
      return run(() => ipc.teachAct(doc, action), stepped, options);
    },
    close: () =>
      guard(async () => {
        if (doc === undefined) return null;
        let origin: TeachOrigin | null = null;
        const closed = (from: TeachOrigin) => {
          setView(null);
          origin = from;
        };
        await run(() => ipc.teachClose(doc), closed, options);
        return origin;
      }, null),
    quit: () => {
      const quitting = () =>
        run(
          () => ipc.appQuit(),
          () => undefined,
          { ...options, channel: "quit" },
        );
      void guard(quitting, false);
    },
  };
  return steps;
}

/** Holds the teaching board and talks to the backend for it. */
export function useTeach(ipc: LogoIpc): Teach {
  const [view, setView] = useState<TeachView | null>(null);
  const [notice, setNotice] = useNotice();
  const { failure, announcement, say, run, clearFailure } = useBackendCall();
  const tree = useMemo(() => (view ? buildTree(view.tree) : null), [view?.tree]);
  const noticeOff = () => setNotice(null);
  const confirm = (words: Words) => {
    clearFailure();
    setNotice(words);
    say(words());
  };
  const { unsaved, guard } = useUnsavedGuard({ ipc, view, run, confirm, noticeOff });
  const doc = view?.doc;
  /**
   * Refreshes the board after a save, so its unsaved mark is right. A failed
   * refresh keeps the board as shown (the save itself succeeded): at worst
   * the question about unsaved work is asked once too often.
   */
  const refresh = (saved: number) => void run(() => ipc.teachView(saved), setView, { quiet: true });
  return {
    ...{ view, tree, error: failure, notice, announcement, unsaved, say },
    ...boardSteps({ ipc, doc, run, guard, say, setView, noticeOff }),
    ...teachSaves({ ipc, doc, run, confirm, noticeOff, refresh }),
  };
}
