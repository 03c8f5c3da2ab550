//! "Save as SGF…" on the play screen: the app asks where (native dialog)
//! and writes the game in progress as a standard SGF file; the game itself
//! is not touched. The line below says where it went or why it did not.

import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, LogoIpc } from "../../ipc";

type Outcome = { kind: "saved"; file: string } | { kind: "failed"; error: CommandError } | null;

/** The button and its result line. */
export function SaveGame({ ipc }: { ipc: LogoIpc }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    ipc
      .savePlayedGame({ title: t("review.dialogSaveGame"), filter: t("review.dialogFilter") })
      .then(
        (saved) => setOutcome(saved ? { kind: "saved", file: saved.file_name } : null),
        (reason: unknown) => setOutcome({ kind: "failed", error: toCommandError(reason) }),
      )
      .finally(() => setSaving(false));
  };
  return (
    <div class="save-game">
      <button type="button" id="btn-save-sgf" disabled={saving} onClick={save}>
        {t("play.saveSgf")}
      </button>
      {outcome && (
        <p id="save-status" class={outcome.kind === "failed" ? "play-unsaved" : "save-status"} role="status">
          {outcome.kind === "saved" ? t("review.saved", { file: outcome.file }) : errorMessage(outcome.error)}
        </p>
      )}
    </div>
  );
}
