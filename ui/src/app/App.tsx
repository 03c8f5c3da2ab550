//! The app shell: asks the backend for its status (database banner) and the
//! game in progress, then shows the current screen: play or review (library,
//! lessons and glossary join `Screen` later). The review's state lives here,
//! so switching screens loses nothing; the play screen fetches the game in
//! progress again when it comes back, so it shows the game as it is.
//! A file named on the command line or dropped on the window opens on the
//! review screen, whichever screen is showing.

import { useEffect, useState } from "preact/hooks";
import { AboutDialog } from "../features/about/AboutDialog";
import { PlayScreen } from "../features/play/PlayScreen";
import { ReviewScreen } from "../features/review/ReviewScreen";
import { useReview } from "../features/review/useReview";
import { t } from "../i18n";
import { errorMessage } from "../i18n/errors";
import { toCommandError } from "../ipc";
import type { AppStatus, CommandError, GameView, LogoIpc } from "../ipc";
import "./app.css";
import { DbBanner } from "./DbBanner";

/** The screens the shell can show. */
type Screen = "play" | "review";

/** The whole UI, talking to the backend through `ipc`. */
export function App({ ipc }: { ipc: LogoIpc }) {
  const [screen, setScreen] = useState<Screen>("play");
  const [dragging, setDragging] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const review = useReview(ipc);
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
  useEffect(() => {
    const openRequested = () => {
      review.openRequested().then((outcome) => outcome !== "none" && setScreen("review"));
    };
    openRequested();
    const stopOpen = ipc.onOpenRequested(() => {
      setScreen("review");
      openRequested();
    });
    const stopDrag = ipc.onFileDrag(setDragging);
    return () => {
      stopOpen();
      stopDrag();
    };
  }, [ipc]);

  const show = (next: Screen) => {
    if (next === screen) return;
    if (next === "play") {
      setGame(null);
      setAttempt((n) => n + 1);
    }
    setScreen(next);
  };
  const db = status?.db;
  return (
    <div class="app">
      {db?.state === "unavailable" && <DbBanner problem={db.problem} path={db.path} />}
      <nav class="app-nav" aria-label={t("nav.label")}>
        <button
          type="button"
          id="nav-play"
          aria-current={screen === "play" ? "page" : undefined}
          onClick={() => show("play")}
        >
          {t("nav.play")}
        </button>
        <button
          type="button"
          id="nav-review"
          aria-current={screen === "review" ? "page" : undefined}
          onClick={() => show("review")}
        >
          {t("nav.review")}
        </button>
        <button type="button" id="nav-about" class="app-nav-about" onClick={() => setAboutOpen(true)}>
          {t("nav.about")}
        </button>
      </nav>
      <main class="app-main">
        {screen === "review" && <ReviewScreen review={review} />}
        {screen === "play" && game && <PlayScreen ipc={ipc} initial={game} />}
        {screen === "play" && !game && (
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
      {aboutOpen && <AboutDialog ipc={ipc} onClose={() => setAboutOpen(false)} />}
      {dragging && (
        <div class="app-drop" aria-hidden="true">
          <p>{t("nav.dropHint")}</p>
        </div>
      )}
    </div>
  );
}
