//! Player names (in a game between two people; against the computer the
//! learner's name is asked with the opponent) and the optional clock: main
//! time per player (minutes or a clock time such as 1:30:00),
//! byo-yomi period in seconds (0 = sudden death) and number of periods.

import { TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { SectionProps } from "./sections";

type TimeField = "mainBlack" | "mainWhite" | "period" | "periods";

const TIME_FIELDS: readonly { field: TimeField; id: string; label: PlainKey }[] = [
  { field: "mainBlack", id: "ng-main-black", label: "ng.mainBlack" },
  { field: "mainWhite", id: "ng-main-white", label: "ng.mainWhite" },
  { field: "period", id: "ng-period", label: "ng.period" },
  { field: "periods", id: "ng-periods", label: "ng.periods" },
];

/** The second half of the form. */
export function PlayersAndTime({ form, errorFor, change }: SectionProps) {
  return (
    <div class="form-section">
      {form.opponent === "human" && (
        <>
          <TextField
            id="ng-black"
            label={t("ng.black")}
            error={errorFor("black")}
            value={form.black}
            onValue={(black) => change({ black })}
          />
          <TextField
            id="ng-white"
            label={t("ng.white")}
            error={errorFor("white")}
            value={form.white}
            onValue={(white) => change({ white })}
          />
        </>
      )}
      <div class="field field--check">
        <input
          id="ng-time"
          type="checkbox"
          checked={form.timed}
          onChange={(e) => change({ timed: e.currentTarget.checked })}
        />
        <label for="ng-time">{t("ng.time")}</label>
      </div>
      {form.timed && (
        <div class="form-time">
          {TIME_FIELDS.map(({ field, id, label }) => (
            <TextField
              key={id}
              id={id}
              label={t(label)}
              error={errorFor(field)}
              inputMode={field === "mainBlack" || field === "mainWhite" ? "text" : "numeric"}
              value={form[field]}
              onValue={(value) => change({ [field]: value })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
