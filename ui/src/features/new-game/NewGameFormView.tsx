//! The form inside the New game dialog. Explanations appear after the first
//! attempt to start and then follow every keystroke; the game starts only
//! when the form checks out and the backend accepts it.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, GameView, LogoIpc } from "../../ipc";
import { BoardAndRules } from "./BoardAndRules";
import { backendFieldError, check, errorText, initialForm, update } from "./form";
import type { FormErrors, FormField, NewGameData, NewGameForm } from "./form";
import { OpponentSection } from "./OpponentSection";
import { PlayersAndTime } from "./PlayersAndTime";

interface NewGameFormViewProps {
  ipc: LogoIpc;
  /** The presets and limits from the backend. */
  data: NewGameData;
  onStarted: (view: GameView) => void;
  onCancel: () => void;
}

const CONTROL_IDS: Record<FormField, string> = {
  size: "ng-size-custom",
  komi: "ng-komi",
  handicap: "ng-handicap",
  black: "ng-black",
  white: "ng-white",
  mainBlack: "ng-main-black",
  mainWhite: "ng-main-white",
  period: "ng-period",
  periods: "ng-periods",
  engine: "ng-engine",
  learnerName: "ng-learner-name",
  moveTime: "ng-move-time",
};

function focusFirst(errors: FormErrors): void {
  const field = (Object.keys(CONTROL_IDS) as FormField[]).find((f) => errors[f]);
  if (field) document.getElementById(CONTROL_IDS[field])?.focus();
}

/** Fields, explanations and the Start / Cancel buttons. */
export function NewGameFormView({ ipc, data, onStarted, onCancel }: NewGameFormViewProps) {
  const [form, setForm] = useState<NewGameForm>(() => initialForm(data));
  const [attempted, setAttempted] = useState(false);
  const [rejected, setRejected] = useState<FormErrors>({});
  const [failure, setFailure] = useState<CommandError | null>(null);
  const [busy, setBusy] = useState(false);

  // The form replaces the loading note, which may have held the focus.
  useEffect(() => document.getElementById("ng-size")?.focus(), []);

  const checked = check(form, data);
  const shown: FormErrors = { ...(attempted && !checked.ok ? checked.errors : {}), ...rejected };
  const errorFor = (field: FormField) => {
    const key = shown[field];
    return key ? errorText(key, data.limits) : null;
  };
  const change = (c: Partial<NewGameForm>) => {
    setForm((f) => update(f, c, data));
    setRejected({});
    setFailure(null);
  };

  const start = async (event: Event) => {
    event.preventDefault();
    setAttempted(true);
    if (!checked.ok) return focusFirst(checked.errors);
    setBusy(true);
    try {
      onStarted(await ipc.newGame(checked.settings));
    } catch (reason) {
      const error = toCommandError(reason);
      const onField = error.code === "invalid_setting" ? backendFieldError(error.field) : null;
      if (onField) {
        setRejected({ [onField.field]: onField.message });
        focusFirst({ [onField.field]: onField.message });
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const invalid = Object.keys(shown).length > 0;
  const sectionProps = { form, data, errorFor, change };
  return (
    <form class="new-game-form" onSubmit={start} noValidate>
      <BoardAndRules {...sectionProps} />
      <PlayersAndTime {...sectionProps} />
      <OpponentSection ipc={ipc} {...sectionProps} />
      <p class="form-summary" role="alert">
        {failure ? errorMessage(failure) : invalid ? t("ng.fixErrors") : ""}
      </p>
      <div class="form-buttons">
        <button type="button" onClick={onCancel}>
          {t("ng.cancel")}
        </button>
        <button type="submit" id="ng-start" class="primary" disabled={busy}>
          {t("ng.start")}
        </button>
      </div>
    </form>
  );
}
