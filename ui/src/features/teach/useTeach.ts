//! The teaching board's state, held by the app shell so it survives going to
//! another screen and back: the board as the backend last sent it, its tree,
//! the latest failure or confirmation, and what the live region says. Every
//! change goes to the backend (`teach_act`), which answers with the whole
//! board; an answer older than one already shown is dropped.
//!
//! A board with unsaved changes is never thrown away unasked: closing it,
//! opening another one or closing LoGo's window first puts a question (`unsaved`, answered in
//! `UnsavedDialog`): save the record as an SGF file, discard it, or cancel.

import { useMemo, useRef, useState } from "preact/hooks";
import { useNotice } from "../../common/useNotice";
import type { Words } from "../../common/useNotice";
import type { Announcement } from "../../common/useAnnouncer";
import { useAnnouncer } from "../../common/useAnnouncer";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type {
  CommandError,
  DiagramStart,
  ExerciseSpec,
  ImageFormat,
  ImageOptions,
  LogoIpc,
  MyExerciseView,
  SaveScope,
  TeachAction,
  TeachOrigin,
  TeachView,
} from "../../ipc";
import { buildTree } from "../review/tree";
import type { TreeModel } from "../review/tree";

/** The question before unsaved teaching work would be lost; each answer ends it. */
export interface UnsavedQuestion {
  /** Saves the whole record as an SGF file, then goes on; a cancelled file dialog keeps asking. */
  save: () => void;
  /** Goes on without saving. */
  discard: () => void;
  /** Stays on the board as it is. */
  cancel: () => void;
}

/** Everything the teaching screen shows and can do. */
export interface Teach {
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
  /** Saves as an SGF file titled `title` (none if empty), where the user chooses. */
  saveSgf: (scope: SaveScope, title: string) => void;
  saveLibrary: (scope: SaveScope, title: string, tags: string[]) => void;
  saveImage: (options: ImageOptions, format: ImageFormat) => void;
  copyImage: (options: ImageOptions) => void;
  /** Saves the position shown as an exercise; the exercise as listed, or `null` if it was refused. */
  saveExercise: (spec: ExerciseSpec) => Promise<MyExerciseView | null>;
  /** Puts a sentence into the live region. */
  say: (text: string) => void;
}

/** The texts of the save dialog for SGF files and images. */
function dialogTexts(kind: "sgf" | ImageFormat) {
  if (kind === "sgf") return { title: t("teach.dialogSgf"), filter: t("review.dialogFilter") };
  return { title: t("teach.dialogImage"), filter: t(kind === "png" ? "teach.filterPng" : "teach.filterSvg") };
}

/** Holds the teaching board and talks to the backend for it. */
export function useTeach(ipc: LogoIpc): Teach {
  const [view, setView] = useState<TeachView | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const [notice, setNotice] = useNotice();
  const [unsaved, setUnsaved] = useState<UnsavedQuestion | null>(null);
  const { announcement, say } = useAnnouncer();
  const sent = useRef(0);
  const shown = useRef(0);
  const tree = useMemo(() => (view ? buildTree(view.tree) : null), [view?.tree]);

  const fail = (reason: unknown) => {
    const failure = toCommandError(reason);
    if (failure.code === "unexpected") console.error("LoGo teaching command failed:", failure.detail);
    setError(failure);
    setNotice(null);
    say(errorMessage(failure));
  };
  const show = (next: TeachView, serial: number) => {
    if (serial < shown.current) return;
    shown.current = serial;
    setView(next);
    setError(null);
  };
  const open = async (call: Promise<TeachView>): Promise<boolean> => {
    try {
      const next = await call;
      show(next, ++sent.current);
      setNotice(null);
      say(t("teach.opened", { width: next.position.size.width, height: next.position.size.height }));
      return true;
    } catch (reason) {
      fail(reason);
      return false;
    }
  };
  const confirm = (words: Words) => {
    setError(null);
    setNotice(words);
    say(words());
  };
  const doc = view?.doc;
  /**
   * Refreshes the board after a save, so its unsaved mark is right. A failed
   * refresh keeps the board as shown (the save itself succeeded): at worst
   * the question about unsaved work is asked once too often.
   */
  const refresh = (saved: number) => {
    const serial = ++sent.current;
    ipc.teachView(saved).then(
      (next) => show(next, serial),
      () => undefined,
    );
  };
  /** Runs `go` at once if no unsaved work would be lost, else after the user chose; `stay` if they cancelled. */
  const guard = <T>(go: () => Promise<T>, stay: T): Promise<T> => {
    if (doc === undefined || !view?.modified) return go();
    return new Promise<T>((resolve) => {
      const goOn = () => {
        setUnsaved(null);
        void go().then(resolve);
      };
      setUnsaved({
        save: () => {
          ipc.teachSaveSgf(doc, "record", null, dialogTexts("sgf")).then(
            (saved) => {
              if (!saved) return;
              confirm(() => t("teach.savedFile", { file: saved.file_name }));
              goOn();
            },
            (reason: unknown) => {
              setUnsaved(null);
              fail(reason);
              resolve(stay);
            },
          );
        },
        discard: goOn,
        cancel: () => {
          setUnsaved(null);
          resolve(stay);
        },
      });
    });
  };
  return {
    view,
    tree,
    error,
    notice,
    announcement,
    unsaved,
    say,
    startNew: (size) => guard(() => open(ipc.teachNewBoard(size)), false),
    fromGame: () => guard(() => open(ipc.teachFromGame()), false),
    fromReview: (reviewDoc, game, node) => guard(() => open(ipc.teachFromReview(reviewDoc, game, node)), false),
    fromDiagram: (diagram) => guard(() => open(ipc.teachFromDiagram(diagram)), false),
    act: (action, said) => {
      if (doc === undefined) return Promise.resolve(false);
      const serial = ++sent.current;
      return ipc.teachAct(doc, action).then(
        (next) => {
          show(next, serial);
          setNotice(null);
          if (said) say(said(next));
          return true;
        },
        (reason: unknown) => {
          fail(reason);
          return false;
        },
      );
    },
    close: () =>
      guard(async () => {
        if (doc === undefined) return null;
        try {
          const origin = await ipc.teachClose(doc);
          setView(null);
          return origin;
        } catch (reason) {
          fail(reason);
          return null;
        }
      }, null),
    quit: () => {
      void guard(async () => {
        await ipc.appQuit().catch(fail);
        return null;
      }, null);
    },
    saveSgf: (scope, title) => {
      if (doc === undefined) return;
      ipc.teachSaveSgf(doc, scope, title.trim() || null, dialogTexts("sgf")).then((saved) => {
        if (!saved) return;
        confirm(() => t("teach.savedFile", { file: saved.file_name }));
        refresh(doc);
      }, fail);
    },
    saveLibrary: (scope, title, tags) => {
      if (doc === undefined) return;
      ipc.teachSaveLibrary(doc, scope, title, tags).then((kept) => {
        confirm(() => (kept.duplicate ? t("teach.libraryAgain") : t("teach.libraryKept", { title })));
        refresh(doc);
      }, fail);
    },
    saveImage: (options, format) => {
      if (doc === undefined) return;
      ipc.teachSaveImage(doc, options, format, dialogTexts(format)).then((saved) => {
        if (saved) confirm(() => t("teach.savedFile", { file: saved.file_name }));
      }, fail);
    },
    copyImage: (options) => {
      if (doc === undefined) return;
      ipc.teachCopyImage(doc, options).then(() => confirm(() => t("teach.copied")), fail);
    },
    saveExercise: async (spec) => {
      if (doc === undefined) return null;
      try {
        const kept = await ipc.teachSaveExercise(doc, spec);
        confirm(() => t("teach.exercise.saved", { title: kept.title }));
        return kept;
      } catch (reason) {
        fail(reason);
        return null;
      }
    },
  };
}
