//! The play screen's buttons; each is disabled when the game view says the
//! action is not possible (the backend still has the last word).

import type { GameView } from "../../ipc";
import { t } from "../../i18n";
import { ResignButton } from "./ResignButton";
import { resigner } from "./useGameSession";

/** What the buttons ask the play screen to do. */
export interface ControlActions {
  pass: () => void;
  resign: () => void;
  undo: () => void;
  redo: () => void;
  newGame: () => void;
  /** Enters teaching on a copy of the game (TEACH). */
  teach: () => void;
}

interface ControlsProps {
  view: GameView;
  actions: ControlActions;
}

/** Pass, Resign (with confirmation), Undo, Redo, New game and TEACH. */
export function Controls({ view, actions }: ControlsProps) {
  const stonesGoOn = view.phase.phase === "playing" || view.phase.phase === "placing_handicap";
  return (
    <div class="controls" role="group" aria-label={t("play.controls")}>
      <div class="controls-row">
        <button type="button" id="btn-pass" disabled={!stonesGoOn} onClick={actions.pass}>
          {t("play.pass")}
        </button>
        <ResignButton resigner={resigner(view)} disabled={!stonesGoOn} onResign={actions.resign} />
      </div>
      <div class="controls-row">
        <button
          type="button"
          id="btn-undo"
          disabled={!view.can_undo}
          onClick={actions.undo}
          aria-keyshortcuts="Control+Z"
        >
          {t("play.undo")}
        </button>
        <button
          type="button"
          id="btn-redo"
          disabled={!view.can_redo}
          onClick={actions.redo}
          aria-keyshortcuts="Control+Y Control+Shift+Z"
        >
          {t("play.redo")}
        </button>
      </div>
      <div class="controls-row">
        <button type="button" id="btn-new-game" onClick={actions.newGame}>
          {t("play.newGame")}
        </button>
        <button
          type="button"
          id="btn-teach"
          title={t("teach.enterHint")}
          aria-keyshortcuts="Control+T"
          onClick={actions.teach}
        >
          {t("teach.enter")}
        </button>
      </div>
    </div>
  );
}
