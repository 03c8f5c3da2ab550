//! The details of the game selected in the table, fetched when the
//! selection settles, and the changes made to it: tags and the note. An
//! answer about a game no longer selected is dropped.

import { useEffect, useRef, useState } from "preact/hooks";
import { toCommandError } from "../../ipc";
import type { CommandError, LibraryGameDetails, LogoIpc } from "../../ipc";

/** The selected game's details and what can be changed about it. */
export interface GameDetailsState {
  details: LibraryGameDetails | null;
  error: CommandError | null;
  /** Whether the note was saved since it was last changed. */
  noteSaved: boolean;
  addTag: (tag: string) => void;
  removeTag: (tag: string) => void;
  saveNote: (note: string) => void;
}

/** Follows game `id`; `onChanged` hears of each change (to update the table and the tag list). */
export function useGameDetails(
  ipc: LogoIpc,
  id: number | null,
  onChanged: (details: LibraryGameDetails) => void,
): GameDetailsState {
  const [details, setDetails] = useState<LibraryGameDetails | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const [noteSaved, setNoteSaved] = useState(false);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    shown.current = id;
    setError(null);
    setNoteSaved(false);
    if (id === null) {
      setDetails(null);
      return;
    }
    ipc.libraryGame(id).then(
      (found) => shown.current === id && setDetails(found),
      (reason: unknown) => shown.current === id && setError(toCommandError(reason)),
    );
  }, [ipc, id]);

  const changed = (found: LibraryGameDetails) => {
    if (shown.current !== found.row.id) return;
    setDetails(found);
    onChanged(found);
  };
  const fail = (reason: unknown) => setError(toCommandError(reason));
  return {
    details,
    error,
    noteSaved,
    addTag: (tag) => {
      if (id === null) return;
      setError(null);
      ipc.libraryAddTag(id, tag).then(changed, fail);
    },
    removeTag: (tag) => {
      if (id === null) return;
      setError(null);
      ipc.libraryRemoveTag(id, tag).then(changed, fail);
    },
    saveNote: (note) => {
      if (id === null) return;
      setError(null);
      ipc.librarySetNote(id, note).then(() => shown.current === id && setNoteSaved(true), fail);
    },
  };
}
