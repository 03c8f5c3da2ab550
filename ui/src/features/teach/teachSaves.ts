//! SAVE's actions of the teaching board: the record as an SGF file or into
//! the library, the board as a picture (a file or the clipboard), the
//! position as an exercise. Each confirms in words on success; a failure is
//! `useBackendCall`'s. Saves never supersede each other or a step on the
//! board, so each runs on a channel of its own.

import type { BackendCalls } from "../../common/useBackendCall";
import type { Words } from "../../common/useNotice";
import { t } from "../../i18n";
import type { ExerciseSpec, ImageFormat, ImageOptions, LogoIpc, MyExerciseView, SaveScope } from "../../ipc";

/** The texts of the save dialog for SGF files and images. */
export function dialogTexts(kind: "sgf" | ImageFormat) {
  if (kind === "sgf") return { title: t("teach.dialogSgf"), filter: t("review.dialogFilter") };
  return { title: t("teach.dialogImage"), filter: t(kind === "png" ? "teach.filterPng" : "teach.filterSvg") };
}

/** The saves `Teach` offers. */
export interface TeachSaves {
  /** Saves as an SGF file titled `title` (none if empty), where the user chooses. */
  saveSgf: (scope: SaveScope, title: string) => void;
  saveLibrary: (scope: SaveScope, title: string, tags: string[]) => void;
  saveImage: (options: ImageOptions, format: ImageFormat) => void;
  copyImage: (options: ImageOptions) => void;
  /** Saves the position shown as an exercise; the exercise as listed, or `null` if it was refused. */
  saveExercise: (spec: ExerciseSpec) => Promise<MyExerciseView | null>;
}

/** What the saves need of the teaching hook. */
export interface SaveDeps {
  ipc: LogoIpc;
  /** The open board, if any (without one every save does nothing). */
  doc: number | undefined;
  run: BackendCalls["run"];
  confirm: (words: Words) => void;
  /** Takes the notice down (a failure was shown instead). */
  noticeOff: () => void;
  /** Asks for the board again after a save, so its unsaved mark is right. */
  refresh: (doc: number) => void;
}

/** The save actions on board `doc`. */
export function teachSaves({ ipc, doc, run, confirm, noticeOff, refresh }: SaveDeps): TeachSaves {
  const on = (channel: string) => ({ channel, onFailure: noticeOff });
  return {
    saveSgf: (scope, title) => {
      if (doc === undefined) return;
      const saving = () => ipc.teachSaveSgf(doc, scope, title.trim() || null, dialogTexts("sgf"));
      void run(
        saving,
        (saved) => {
          if (!saved) return;
          confirm(() => t("teach.savedFile", { file: saved.file_name }));
          refresh(doc);
        },
        on("sgf"),
      );
    },
    saveLibrary: (scope, title, tags) => {
      if (doc === undefined) return;
      const kept = (duplicate: boolean) => (duplicate ? t("teach.libraryAgain") : t("teach.libraryKept", { title }));
      void run(
        () => ipc.teachSaveLibrary(doc, scope, title, tags),
        (answer) => {
          confirm(() => kept(answer.duplicate));
          refresh(doc);
        },
        on("library"),
      );
    },
    saveImage: (options, format) => {
      if (doc === undefined) return;
      const saving = () => ipc.teachSaveImage(doc, options, format, dialogTexts(format));
      void run(saving, (saved) => saved && confirm(() => t("teach.savedFile", { file: saved.file_name })), on("image"));
    },
    copyImage: (options) => {
      if (doc !== undefined)
        void run(
          () => ipc.teachCopyImage(doc, options),
          () => confirm(() => t("teach.copied")),
          on("copy"),
        );
    },
    saveExercise: async (spec) => {
      if (doc === undefined) return null;
      let kept: MyExerciseView | null = null;
      await run(
        () => ipc.teachSaveExercise(doc, spec),
        (answer) => {
          kept = answer;
          confirm(() => t("teach.exercise.saved", { title: answer.title }));
        },
        on("exercise"),
      );
      return kept;
    },
  };
}
