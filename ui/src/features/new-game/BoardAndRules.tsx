//! Board size, rule set, komi and handicap. What the chosen preset means
//! (scoring, handicap placement) is read from the backend's preset list.

import { Field, TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { RulesPreset } from "../../ipc";
import type { SectionProps } from "./sections";

/** The first half of the form. */
export function BoardAndRules({ form, data, errorFor, change }: SectionProps) {
  const { presets } = data;
  const rules = presets.find((p) => p.preset === form.preset)?.rules;
  return (
    <div class="form-section">
      <Field id="ng-size" label={t("ng.size")} error={null}>
        {(a11y) => (
          <select {...a11y} value={form.sizeChoice} onChange={(e) => change({ sizeChoice: e.currentTarget.value })}>
            {data.limits.offered_sizes.map((n) => (
              <option key={n} value={String(n)}>
                {t("ng.sizeOption", { n })}
              </option>
            ))}
            <option value="custom">{t("ng.sizeCustomOption")}</option>
          </select>
        )}
      </Field>
      {form.sizeChoice === "custom" && (
        <TextField
          id="ng-size-custom"
          label={t("ng.sizeCustom")}
          error={errorFor("size")}
          inputMode="numeric"
          value={form.customSize}
          onValue={(customSize) => change({ customSize })}
        />
      )}
      <Field id="ng-rules" label={t("ng.rules")} error={null}>
        {(a11y) => (
          <select
            {...a11y}
            value={form.preset}
            onChange={(e) => change({ preset: e.currentTarget.value as RulesPreset })}
          >
            {presets.map(({ preset }) => (
              <option key={preset} value={preset}>
                {t(`preset.${preset}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {rules && (
        <p class="form-note" data-testid="ng-rules-note">
          {t(rules.scoring === "area" ? "ng.scoringArea" : "ng.scoringTerritory")}{" "}
          {t(rules.handicap_placement === "free" ? "ng.placementFree" : "ng.placementFixed")}
        </p>
      )}
      <TextField
        id="ng-komi"
        label={t("ng.komi")}
        error={errorFor("komi")}
        inputMode="decimal"
        value={form.komi}
        onValue={(komi) => change({ komi })}
      />
      <TextField
        id="ng-handicap"
        label={t("ng.handicap")}
        error={errorFor("handicap")}
        inputMode="numeric"
        value={form.handicap}
        onValue={(handicap) => change({ handicap })}
      />
    </div>
  );
}
