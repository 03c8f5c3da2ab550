//! The library's state as the app shell keeps it across screens: the table
//! (filters, sort, pages), the import, and the last delete, which can be
//! undone until the next delete or import (the backend forgets it then).

import { useEffect, useState } from "preact/hooks";
import { toCommandError } from "../../ipc";
import type { CommandError, LogoIpc } from "../../ipc";
import { useImport } from "./useImport";
import type { LibraryImport } from "./useImport";
import { useLibraryTable } from "./useLibraryTable";
import type { LibraryTable } from "./useLibraryTable";

/** What a delete left to undo, or what an undo brought back. */
export type DeleteNews = { kind: "deleted"; games: number } | { kind: "restored"; games: number };

/** Everything the library screen works with. */
export interface Library {
  table: LibraryTable;
  imports: LibraryImport;
  /** The news of the latest delete or undo, until the next import. */
  news: DeleteNews | null;
  /** Grows with every delete and undo, so that other views fetch again. */
  revision: number;
  error: CommandError | null;
  /** Deletes games (the caller asked for confirmation); resolves to whether it worked. */
  remove: (ids: number[]) => Promise<boolean>;
  /** Brings back the games of the last delete. */
  undo: () => void;
}

/** Creates the library's state; called once by the shell. */
export function useLibrary(ipc: LogoIpc): Library {
  const imports = useImport(ipc);
  const table = useLibraryTable(ipc, imports.finished);
  const [news, setNews] = useState<DeleteNews | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const [revision, setRevision] = useState(0);
  const importing = imports.status?.import ?? null;
  useEffect(() => {
    if (importing !== null) setNews(null);
  }, [importing]);
  const fail = (reason: unknown) => {
    setError(toCommandError(reason));
    return false;
  };
  return {
    table,
    imports,
    news,
    revision,
    error,
    remove: (ids) => {
      setError(null);
      return ipc.libraryDelete(ids).then((games) => {
        setNews({ kind: "deleted", games });
        setRevision((n) => n + 1);
        table.refresh();
        return true;
      }, fail);
    },
    undo: () => {
      setError(null);
      ipc.libraryUndoDelete().then((games) => {
        setNews({ kind: "restored", games });
        setRevision((n) => n + 1);
        table.refresh();
      }, fail);
    },
  };
}
