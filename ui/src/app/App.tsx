//! The app shell: asks the backend for its status (database banner, a saved
//! game that had to be set aside), keeps
//! the state screens share, and shows one screen of the registry
//! (./screens.tsx) with the navigation bar of the listed ones. A file named
//! on the command line opens on the review screen; files and folders dropped
//! on the window are imported when the library screen shows, and otherwise
//! the first opens on the review screen; a file handed over by a second
//! start always opens on the review screen. The shell also asks, wherever
//! it is, before unsaved teaching work would be lost. It renders anew when the
//! language changes, so every text follows at once.

import { useEffect, useReducer, useRef, useState } from "preact/hooks";
import { t } from "../i18n";
import { useLocale } from "../i18n/useLocale";
import type { AppStatus, LogoIpc } from "../ipc";
import "./app.css";
import { DbBanner } from "./DbBanner";
import { SetAsideBanner } from "./SetAsideBanner";
import { navigationReducer } from "./navigation";
import type { NavigationState } from "./navigation";
import { UnsavedDialog } from "../features/teach/UnsavedDialog";
import { navEntryOf, renderScreen, SCREEN_IDS, SCREENS, useSharedState } from "./screens";
import type { Navigate, ScreenId, Shell } from "./screens";

const START: NavigationState<ScreenId> = { current: { id: SCREEN_IDS[0] ?? "play", params: undefined }, history: [] };

/**
 * What the window asks of the page: requested files open (at start, and
 * whenever one is dropped) on the review screen, or a drop is imported on the
 * library screen; closing with unsaved teaching work asks first.
 */
function useWindowRequests(shell: Shell, current: ScreenId, setDragging: (over: boolean) => void) {
  const { ipc, shared, navigate } = shell;
  const showing = useRef({ current, shared });
  showing.current = { current, shared };
  useEffect(() => {
    const openRequested = () => {
      shared.review.openRequested().then((outcome) => outcome !== "none" && navigate("review"));
    };
    openRequested();
    const openOnReview = () => {
      navigate("review");
      openRequested();
    };
    const stopOpen = ipc.onOpenRequested(() => {
      if (showing.current.current !== "library") {
        openOnReview();
        return;
      }
      // A drop waits to be imported; a file handed over by a second start (no drop) opens for review.
      void showing.current.shared.library.imports.importDropped().then((imported) => {
        if (!imported) openOnReview();
      });
    });
    const stopDrag = ipc.onFileDrag(setDragging);
    // The window's close button while teaching work is unsaved: asked like leaving the board.
    const stopClose = ipc.onCloseRequested(() => showing.current.shared.teach.quit());
    return () => {
      stopOpen();
      stopDrag();
      stopClose();
    };
  }, [ipc]);
}

/** The navigation bar: one button per listed screen, `#nav-<id>`; the shown screen's entry (or its parent's) is current. */
function NavBar({ current, onChoose }: { current: ScreenId; onChoose: (id: ScreenId) => void }) {
  const entry = navEntryOf(current);
  return (
    <nav class="app-nav" aria-label={t("nav.label")}>
      {SCREEN_IDS.filter((id) => SCREENS[id].inNav).map((id) => (
        <button
          key={id}
          type="button"
          id={`nav-${id}`}
          aria-current={entry === id ? "page" : undefined}
          onClick={() => onChoose(id)}
        >
          {t(SCREENS[id].label)}
        </button>
      ))}
    </nav>
  );
}

/** The whole UI, talking to the backend through `ipc`. */
export function App({ ipc }: { ipc: LogoIpc }) {
  useLocale();
  const [place, dispatch] = useReducer(navigationReducer<ScreenId>, START);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState<AppStatus | null>(null);
  const shared = useSharedState(ipc);
  const navigate: Navigate = (id, ...params) => dispatch({ type: "open", place: { id, params: params[0] } });
  const back = place.history.length > 0 ? () => dispatch({ type: "back" }) : null;
  const shell: Shell = { ipc, navigate, back, shared };
  useWindowRequests(shell, place.current.id, setDragging);
  useEffect(() => {
    ipc.appStatus().then(setStatus, (reason: unknown) => console.error("app_status failed:", reason));
  }, [ipc]);

  const db = status?.db;
  const current = place.current.id;
  return (
    <div class="app">
      {db?.state === "unavailable" && <DbBanner problem={db.problem} path={db.path} />}
      {status?.game_set_aside && <SetAsideBanner reason={status.game_set_aside.reason} />}
      <NavBar current={current} onChoose={(id) => dispatch({ type: "choose", id })} />
      <main class="app-main" key={current}>
        {renderScreen(place.current, shell)}
      </main>
      {shared.teach.unsaved && <UnsavedDialog question={shared.teach.unsaved} />}
      {dragging && (
        <div class="app-drop" aria-hidden="true">
          <p>{current === "library" ? t("nav.dropImport") : t("nav.dropHint")}</p>
        </div>
      )}
    </div>
  );
}
