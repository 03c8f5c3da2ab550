//! The play screen as the shell shows it: it asks the backend for the game
//! in progress each time it appears (so it shows the game as it is now,
//! after a stay on another screen), says so while it waits, and offers to
//! try again when the game cannot be loaded.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, GameView, LogoIpc } from "../../ipc";
import { PlayScreen } from "./PlayScreen";

/** Loads the game in progress, then plays it; `onWhatIf` opens the hint as a variation for review. */
export function CurrentGame({ ipc, onWhatIf }: { ipc: LogoIpc; onWhatIf: () => void }) {
  const [game, setGame] = useState<GameView | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    setFailure(null);
    ipc.currentGame().then(
      (view) => shown && setGame(view),
      (reason: unknown) => shown && setFailure(toCommandError(reason)),
    );
    return () => {
      shown = false;
    };
  }, [ipc, attempt]);

  if (game) return <PlayScreen ipc={ipc} initial={game} onWhatIf={onWhatIf} />;
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
