//! The play screen as the shell shows it: it asks the backend for the game
//! in progress each time it appears (so it shows the game as it is now,
//! after a stay on another screen, with its clocks running again after a
//! rest for teaching), says so while it waits, and offers to try again when
//! the game cannot be loaded.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, GameView, LogoIpc } from "../../ipc";
import type { BoardLook } from "../coords/useBoardLook";
import { PlayScreen } from "./PlayScreen";

interface CurrentGameProps {
  ipc: LogoIpc;
  look: BoardLook;
  /** Enters teaching on a copy of the game. */
  onTeach: () => void;
  /** Opens the engine's hint as a variation for review. */
  onWhatIf: () => void;
}

/** Loads the game in progress (its clocks run again if they rested for teaching), then plays it. */
export function CurrentGame({ ipc, look, onTeach, onWhatIf }: CurrentGameProps) {
  const [game, setGame] = useState<GameView | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    setFailure(null);
    ipc.resumeGame().then(
      (view) => shown && setGame(view),
      (reason: unknown) => shown && setFailure(toCommandError(reason)),
    );
    return () => {
      shown = false;
    };
  }, [ipc, attempt]);

  if (game) return <PlayScreen ipc={ipc} initial={game} look={look} onTeach={onTeach} onWhatIf={onWhatIf} />;
  return (
    <div class="app-state" role="status">
      <p>{failure ? `${t("app.loadFailed")} ${errorMessage(failure)}` : t("app.loading")}</p>
      {failure && (
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t("app.retry")}
        </button>
      )}
    </div>
  );
}
