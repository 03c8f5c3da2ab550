//! The library's import as the shell keeps it (so it goes on, and is shown,
//! whatever screen is open): started from the native dialog or a drop, its
//! progress from the backend's events, its summary at the end, and cancel.

import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { toCommandError } from "../../ipc";
import type { CommandError, ImportPick, ImportProgress, ImportSummary, LogoIpc } from "../../ipc";

/** Everything the import panel shows and can do. */
export interface LibraryImport {
  /** The running import's latest progress; `null` when none runs. */
  status: ImportProgress | null;
  /** The summary of the import that ended last, until dismissed. */
  summary: ImportSummary | null;
  error: CommandError | null;
  /** Counts the imports that ended, so that listings can search again. */
  finished: number;
  start: (pick: ImportPick) => void;
  /** Imports what was dropped on the window; false when no drop waited (the open request was a file to open). */
  importDropped: () => Promise<boolean>;
  cancel: () => void;
  dismiss: () => void;
}

function dialogTexts(pick: ImportPick) {
  const title = pick === "files" ? t("library.dialogFiles") : t("library.dialogFolder");
  return { title, filter: t("review.dialogFilter") };
}

function starting(id: number): ImportProgress {
  return { import: id, files_total: 0, files_done: 0, games_imported: 0, duplicates: 0, failures: 0 };
}

/** Listens to the backend's import events and starts, cancels and dismisses imports. */
export function useImport(ipc: LogoIpc): LibraryImport {
  const [status, setStatus] = useState<ImportProgress | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const [finished, setFinished] = useState(0);
  const lastEnded = useRef(0);

  useEffect(() => {
    const stopProgress = ipc.onImportProgress((progress) => {
      if (progress.import > lastEnded.current) setStatus(progress);
    });
    const stopDone = ipc.onImportDone((ended) => {
      lastEnded.current = Math.max(lastEnded.current, ended.import);
      setStatus(null);
      setSummary(ended);
      setFinished((n) => n + 1);
    });
    return () => {
      stopProgress();
      stopDone();
    };
  }, [ipc]);

  const fail = (reason: unknown) => setError(toCommandError(reason));
  const begun = (id: number | null) => {
    if (id === null || id <= lastEnded.current) return;
    setSummary(null);
    setStatus((known) => (known && known.import === id ? known : starting(id)));
  };
  return {
    status,
    summary,
    error,
    finished,
    start: (pick) => {
      setError(null);
      ipc.libraryImportDialog(pick, dialogTexts(pick)).then(begun, fail);
    },
    importDropped: () => {
      setError(null);
      return ipc.libraryImportDropped().then(
        (id) => {
          begun(id);
          return id !== null;
        },
        (reason: unknown) => {
          fail(reason);
          return true;
        },
      );
    },
    cancel: () => {
      ipc.libraryCancelImport().catch(fail);
    },
    dismiss: () => {
      setSummary(null);
      setError(null);
    },
  };
}
