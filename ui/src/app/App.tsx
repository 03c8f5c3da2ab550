//! The app shell: asks the backend for its status (database banner) and the
//! game in progress, then shows the current screen. Only the play screen
//! exists so far; review, library, lessons and glossary join `Screen`.

import { useEffect, useState } from "preact/hooks";
import { PlayScreen } from "../features/play/PlayScreen";
import { t } from "../i18n";
import { errorMessage } from "../i18n/errors";
import { toCommandError } from "../ipc";
import type { AppStatus, CommandError, GameView, LogoIpc } from "../ipc";
import "./app.css";
import { DbBanner } from "./DbBanner";

/** The screens the shell can show. */
type Screen = "play";

/** The whole UI, talking to the backend through `ipc`. */
export function App({ ipc }: { ipc: LogoIpc }) {
  const [screen] = useState<Screen>("play");
  const [status, setStatus] = useState<AppStatus | null>(null);
  const [game, setGame] = useState<GameView | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    ipc.appStatus().then(setStatus, (reason: unknown) => console.error("app_status failed:", reason));
  }, [ipc]);
  useEffect(() => {
    setFailure(null);
    ipc.currentGame().then(setGame, (reason: unknown) => setFailure(toCommandError(reason)));
  }, [ipc, attempt]);

  const db = status?.db;
  return (
    <div class="app">
      {db?.state === "unavailable" && <DbBanner problem={db.problem} path={db.path} />}
      <main class="app-main">
        {screen === "play" && game && <PlayScreen ipc={ipc} initial={game} />}
        {!game && (
          <div class="app-state" role="status">
            <p>{failure ? `${t("app.loadFailed")} ${errorMessage(failure)}` : t("app.loading")}</p>
            {failure && (
              <button type="button" onClick={() => setAttempt((n) => n + 1)}>
                {t("app.retry")}
              </button>
            )}
          </div>
        )}
      </main>
    </div>
  );
}
