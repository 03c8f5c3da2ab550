//! The teaching screen (TEACH): a board in a visibly different frame with a
//! banner saying whose copy it is and that the source stays unchanged, the
//! tools, the node's comment, the record's tree, and SAVE (SGF, library,
//! image). Without an open board it offers a new empty board.

import { useEffect } from "preact/hooks";
import { LiveRegion } from "../../common/LiveRegion";
import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import type { LogoIpc, MyExerciseView, TeachOrigin } from "../../ipc";
import type { BoardLook } from "../coords/useBoardLook";
import "../../common/common.css";
import "../review/review.css";
import { teachErrorMessage } from "./describeTeach";
import { NewBoard } from "./NewBoard";
import "./teach.css";
import { TeachBoard } from "./TeachBoard";
import type { Teach } from "./useTeach";

const BANNERS: Record<TeachOrigin, PlainKey> = {
  empty: "teach.bannerEmpty",
  game: "teach.bannerGame",
  review: "teach.bannerReview",
  diagram: "teach.bannerDiagram",
};
const LEAVE: Record<TeachOrigin, PlainKey> = {
  empty: "teach.leaveEmpty",
  game: "teach.leaveGame",
  review: "teach.leaveReview",
  diagram: "teach.leaveDiagram",
};

interface TeachScreenProps {
  ipc: LogoIpc;
  teach: Teach;
  look: BoardLook;
  /** The board was closed; `origin` says where it came from. */
  onLeft: (origin: TeachOrigin) => void;
  /** Opens an exercise saved from the board in the lesson player. */
  onOpenExercise: (saved: MyExerciseView) => void;
}

/** Teaching: the open board, or the way to a new one. */
export function TeachScreen({ ipc, teach, look, onLeft, onOpenExercise }: TeachScreenProps) {
  const { view, tree } = teach;
  const copyOfGame = view?.origin === "game" ? view.doc : null;
  useEffect(() => {
    // The game was shown meanwhile (its clocks ran again): they rest while its copy is shown.
    if (copyOfGame !== null) ipc.restGame().catch((reason: unknown) => console.error("LoGo: rest_game failed", reason));
  }, [ipc, copyOfGame]);
  const leave = () => {
    teach.close().then((origin) => origin && onLeft(origin));
  };
  return (
    <div class={view ? "teach teach--on" : "teach"}>
      {view && (
        <header class="teach-banner" id="teach-banner">
          <strong class="teach-badge">{t("teach.enter")}</strong>
          <p>{t(BANNERS[view.origin])}</p>
          <button type="button" id="teach-leave" aria-keyshortcuts="Control+T" onClick={leave}>
            {t(LEAVE[view.origin])}
          </button>
        </header>
      )}
      {teach.error && (
        <p id="teach-error" class="msg msg--error" role="alert">
          {view ? teachErrorMessage(teach.error, view.position.size.height, look.notation) : errorMessage(teach.error)}
        </p>
      )}
      {teach.notice && (
        <p id="teach-notice" class="msg msg--notice" role="status">
          {teach.notice}
        </p>
      )}
      {view && tree ? (
        <TeachBoard teach={teach} look={look} view={view} tree={tree} onLeave={leave} onOpenExercise={onOpenExercise} />
      ) : (
        <NewBoard ipc={ipc} onStart={(size) => void teach.startNew(size)} />
      )}
      <LiveRegion announcement={teach.announcement} testId="teach-announcer" />
    </div>
  );
}
