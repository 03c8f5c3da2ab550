//! The New game dialog: loads the rule presets, lets the user fill in the
//! form, explains wrong entries next to their fields, and starts the game
//! through the backend (whose `invalid_setting` lands on the same fields).

import { useEffect, useState } from "preact/hooks";
import { Modal } from "../../common/Modal";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, GameView, LogoIpc, PresetRules } from "../../ipc";
import "./new-game.css";
import { NewGameFormView } from "./NewGameFormView";

interface NewGameDialogProps {
  ipc: LogoIpc;
  /** The backend started a game; the dialog is done. */
  onStarted: (view: GameView) => void;
  onClose: () => void;
}

/** The dialog `#new-game-dialog`. */
export function NewGameDialog({ ipc, onStarted, onClose }: NewGameDialogProps) {
  const [presets, setPresets] = useState<PresetRules[] | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    ipc.rulePresets().then(setPresets, (reason: unknown) => setFailure(toCommandError(reason)));
  }, [ipc]);

  return (
    <Modal id="new-game-dialog" title={t("ng.title")} onClose={onClose}>
      {presets ? (
        <NewGameFormView ipc={ipc} presets={presets} onStarted={onStarted} onCancel={onClose} />
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
