//! The New game dialog: loads the rule presets, the limits of every
//! setting and the engines to play against, lets the user fill in the
//! form, explains wrong entries next to their fields, and starts the game
//! through the backend (whose `invalid_setting` lands on the same fields).

import { useEffect, useState } from "preact/hooks";
import { Modal } from "../../common/Modal";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, GameView, LogoIpc } from "../../ipc";
import "./new-game.css";
import type { NewGameData } from "./form";
import { NewGameFormView } from "./NewGameFormView";

interface NewGameDialogProps {
  ipc: LogoIpc;
  /** The backend started a game; the dialog is done. */
  onStarted: (view: GameView) => void;
  onClose: () => void;
}

/** The dialog `#new-game-dialog`. */
export function NewGameDialog({ ipc, onStarted, onClose }: NewGameDialogProps) {
  const [data, setData] = useState<NewGameData | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    // Without the engine list the dialog still starts games between two people.
    const engines = ipc.engineList().catch(() => null);
    Promise.all([ipc.rulePresets(), ipc.gameLimits(), engines]).then(
      ([presets, limits, list]) => setData({ presets, limits, engines: list }),
      (reason: unknown) => setFailure(toCommandError(reason)),
    );
  }, [ipc]);

  return (
    <Modal id="new-game-dialog" title={t("ng.title")} onClose={onClose}>
      {data ? (
        <NewGameFormView ipc={ipc} data={data} onStarted={onStarted} onCancel={onClose} />
      ) : (
        <>
          <p role="status">{failure ? errorMessage(failure) : t("ng.loading")}</p>
          <button type="button" onClick={onClose}>
            {t("ng.cancel")}
          </button>
        </>
      )}
    </Modal>
  );
}
