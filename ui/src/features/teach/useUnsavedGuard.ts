//! The question before unsaved teaching work would be lost. A board with
//! unsaved changes is never thrown away unasked: closing it, opening another
//! one or closing LoGo's window first puts a question (`unsaved`, answered
//! in `UnsavedDialog`): save the record as an SGF file, discard it, or
//! cancel. Kept apart from `useTeach` so that the board's state and this
//! small dialogue each read on their own.

import { useState } from "preact/hooks";
import type { BackendCalls } from "../../common/useBackendCall";
import type { Words } from "../../common/useNotice";
import { t } from "../../i18n";
import type { LogoIpc, TeachView } from "../../ipc";
import { dialogTexts } from "./teachSaves";

/** The question before unsaved teaching work would be lost; each answer ends it. */
export interface UnsavedQuestion {
  /** Saves the whole record as an SGF file, then goes on; a cancelled file dialog keeps asking. */
  save: () => void;
  /** Goes on without saving. */
  discard: () => void;
  /** Stays on the board as it is. */
  cancel: () => void;
}

/** What the guard needs of the teaching hook. */
export interface GuardDeps {
  ipc: LogoIpc;
  view: TeachView | null;
  run: BackendCalls["run"];
  /** Shows and says a confirmation. */
  confirm: (words: Words) => void;
  /** Takes the notice down (a failure was shown instead). */
  noticeOff: () => void;
}

/** Runs `go` at once if no unsaved work would be lost, else after the user chose; `stay` if they cancelled. */
export type Guard = <T>(go: () => Promise<T>, stay: T) => Promise<T>;

/** The open question (or `null`) and the guard that asks it. */
export function useUnsavedGuard({ ipc, view, run, confirm, noticeOff }: GuardDeps) {
  const [unsaved, setUnsaved] = useState<UnsavedQuestion | null>(null);
  const guard: Guard = <T>(go: () => Promise<T>, stay: T) => {
    if (!view?.modified) return go();
    const doc = view.doc;
    return new Promise<T>((resolve) => {
      const goOn = () => {
        setUnsaved(null);
        void go().then(resolve);
      };
      const stayHere = () => {
        setUnsaved(null);
        resolve(stay);
      };
      setUnsaved({
        save: () => {
          void run(
            () => ipc.teachSaveSgf(doc, "record", null, dialogTexts("sgf")),
            (saved) => {
              if (!saved) return;
              confirm(() => t("teach.savedFile", { file: saved.file_name }));
              goOn();
            },
            {
              channel: "sgf",
              onFailure: () => {
                noticeOff();
                stayHere();
              },
            },
          );
        },
        discard: goOn,
        cancel: stayHere,
      });
    });
  };
  return { unsaved, guard };
}
