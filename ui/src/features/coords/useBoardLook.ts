//! How every board looks (KOORD on or off, the notation), held by the shell
//! so every screen shows the same, and remembered in the settings through
//! the backend. A change shows at once; if it cannot be stored, the board
//! still follows it and `problem` says why it will not be remembered.

import { useEffect, useState } from "preact/hooks";
import { toCommandError } from "../../ipc";
import type { BoardSettings, CommandError, LogoIpc, Notation } from "../../ipc";

/** The boards' look and how to change it. */
export interface BoardLook {
  coordinates: boolean;
  notation: Notation;
  /** Why the latest change is not remembered, if it is not. */
  problem: CommandError | null;
  toggleCoordinates: () => void;
  setNotation: (notation: Notation) => void;
}

/** The look before the settings arrive (and if they never do). */
export const DEFAULT_LOOK: BoardSettings = { coordinates: true, notation: "letters" };

/** Loads the look once and stores every change. */
export function useBoardLook(ipc: LogoIpc): BoardLook {
  const [look, setLook] = useState<BoardSettings>(DEFAULT_LOOK);
  const [problem, setProblem] = useState<CommandError | null>(null);
  useEffect(() => {
    ipc.boardSettings().then(setLook, (reason: unknown) => setProblem(toCommandError(reason)));
  }, [ipc]);
  const change = (next: BoardSettings) => {
    setLook(next);
    ipc.setBoardSettings(next).then(
      () => setProblem(null),
      (reason: unknown) => setProblem(toCommandError(reason)),
    );
  };
  return {
    ...look,
    problem,
    toggleCoordinates: () => change({ ...look, coordinates: !look.coordinates }),
    setNotation: (notation) => change({ ...look, notation }),
  };
}
