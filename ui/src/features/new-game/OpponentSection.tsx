//! Who plays the other side: a person at this computer, or the computer —
//! then which program (GNU Go found by LoGo, or one added in the settings),
//! GNU Go's strength, the learner's colour (or a nigiri), the learner's
//! name, hints, and the computer's time per move. Below, how well the
//! program can follow the chosen rules (asked of the backend), so the
//! learner knows before the game starts.

import { Field, TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { ColorChoice, LogoIpc } from "../../ipc";
import { EnginePicker } from "../engine/EnginePicker";
import { findEngine } from "../engine/engineNames";
import { EngineFitNote } from "./EngineFitNote";
import type { OpponentKind } from "./form";
import type { SectionProps } from "./sections";

const COLORS: readonly { value: ColorChoice; label: "ng.colorBlack" | "ng.colorWhite" | "ng.colorNigiri" }[] = [
  { value: "black", label: "ng.colorBlack" },
  { value: "white", label: "ng.colorWhite" },
  { value: "nigiri", label: "ng.colorNigiri" },
];

function OpponentKindChoice({ form, change }: Pick<SectionProps, "form" | "change">) {
  const option = (kind: OpponentKind, label: "ng.opponentHuman" | "ng.opponentComputer") => (
    <div class="field field--check">
      <input
        id={`ng-opponent-${kind}`}
        type="radio"
        name="ng-opponent"
        checked={form.opponent === kind}
        onChange={() => change({ opponent: kind })}
      />
      <label for={`ng-opponent-${kind}`}>{t(label)}</label>
    </div>
  );
  return (
    <>
      {option("human", "ng.opponentHuman")}
      {option("computer", "ng.opponentComputer")}
    </>
  );
}

function EngineChoices({ ipc, form, data, errorFor, change }: SectionProps & { ipc: LogoIpc }) {
  const engines = data.engines?.engines ?? [];
  const entry = findEngine(data.engines, form.engineId);
  if (engines.length === 0) {
    return (
      <p class="form-note" id="ng-engine-none" role="alert">
        {t("ng.engineNone")}
      </p>
    );
  }
  return (
    <div class="form-computer">
      <EnginePicker
        ids={{ engine: "ng-engine", level: "ng-level" }}
        label={t("ng.engine")}
        list={data.engines}
        engineId={form.engineId}
        level={form.level}
        error={errorFor("engine")}
        onEngine={(engineId) => change({ engineId })}
        onLevel={(level) => change({ level })}
      />
      <Field id="ng-learner-color" label={t("ng.learnerColor")} error={null}>
        {(a11y) => (
          <select
            {...a11y}
            value={form.learnerColor}
            onChange={(e) => change({ learnerColor: e.currentTarget.value as ColorChoice })}
          >
            {COLORS.map(({ value, label }) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id="ng-learner-name"
        label={t("ng.learnerName")}
        error={errorFor("learnerName")}
        value={form.learnerName}
        onValue={(learnerName) => change({ learnerName })}
      />
      <div class="field field--check">
        <input
          id="ng-hints"
          type="checkbox"
          checked={form.hints}
          onChange={(e) => change({ hints: e.currentTarget.checked })}
        />
        <label for="ng-hints">{t("ng.hints")}</label>
      </div>
      <Field id="ng-move-time" label={t("ng.moveTime")} error={errorFor("moveTime")}>
        {(a11y) => (
          <select {...a11y} value={form.moveSeconds} onChange={(e) => change({ moveSeconds: e.currentTarget.value })}>
            <option value="">{t("ng.moveTimeFree")}</option>
            {data.limits.offered_engine_move_seconds.map((n) => (
              <option key={n} value={String(n)}>
                {t("ng.moveTimeSeconds", { n })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {entry && <EngineFitNote ipc={ipc} form={form} data={data} entry={entry} />}
    </div>
  );
}

/** The "Gegner" part of the form. */
export function OpponentSection(props: SectionProps & { ipc: LogoIpc }) {
  return (
    <fieldset class="form-section form-opponent">
      <legend>{t("ng.opponent")}</legend>
      <OpponentKindChoice form={props.form} change={props.change} />
      {props.form.opponent === "computer" && <EngineChoices {...props} />}
    </fieldset>
  );
}
