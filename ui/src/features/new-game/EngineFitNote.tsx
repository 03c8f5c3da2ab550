//! How well the chosen program can play the game the form describes, asked
//! of the backend whenever the program, its level, the board, the rules or
//! the handicap change: a board too large for it, the rules it follows
//! exactly, or each rule it cannot be told with what that means for the game.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { EngineEntry, EngineFit, LogoIpc } from "../../ipc";
import { engineChoice } from "../engine/engineNames";
import { check } from "./form";
import type { NewGameData, NewGameForm } from "./form";

interface EngineFitNoteProps {
  ipc: LogoIpc;
  form: NewGameForm;
  data: NewGameData;
  entry: EngineEntry;
}

function FitText({ fit }: { fit: EngineFit }) {
  const size = !fit.size_ok && fit.max_side !== null && <p>{t("engine.sizeTooLarge", { max: fit.max_side })}</p>;
  switch (fit.rules.fit) {
    case "exact":
      return (
        <>
          {size}
          <p>{t("engine.rulesExact")}</p>
        </>
      );
    case "unknown":
      return (
        <>
          {size}
          <p>{t("engine.rulesUnknown")}</p>
        </>
      );
    case "partial":
      return (
        <>
          {size}
          <p>{t("engine.rulesPartial")}</p>
          <ul>
            {fit.rules.gaps.map((gap) => (
              <li key={gap}>{t(`engine.rules_gap.${gap}`)}</li>
            ))}
          </ul>
        </>
      );
  }
}

/** The note `#ng-engine-fit` (a polite live region). */
export function EngineFitNote({ ipc, form, data, entry }: EngineFitNoteProps) {
  const [fit, setFit] = useState<EngineFit | null>(null);
  const checked = check(form, data);
  const settings = checked.ok ? checked.settings : null;
  const level = Number(form.level) || 1;
  const key = settings && JSON.stringify([entry.id, level, settings.size, settings.rules, settings.handicap]);
  useEffect(() => {
    if (!settings) return;
    let current = true;
    ipc.engineFit(engineChoice(entry, level), settings.size, settings.rules, settings.handicap).then(
      (answer) => current && setFit(answer),
      () => current && setFit(null),
    );
    return () => {
      current = false;
    };
  }, [ipc, key]);
  return (
    <div class="form-note form-fit" id="ng-engine-fit" role="status">
      {fit ? <FitText fit={fit} /> : settings && <p>{t("ng.fitChecking")}</p>}
    </div>
  );
}
