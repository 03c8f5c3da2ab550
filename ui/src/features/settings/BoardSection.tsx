//! The settings' section on how boards look: coordinates on every board
//! (the same switch as KOORD beside each board) and their notation.

import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { Notation } from "../../ipc";
import type { BoardLook } from "../coords/useBoardLook";

const NOTATIONS: { value: Notation; label: PlainKey }[] = [
  { value: "letters", label: "coords.notationLetters" },
  { value: "sgf", label: "coords.notationSgf" },
  { value: "leaflet", label: "coords.notationLeaflet" },
];

/** The coordinates switch and the notation choice. */
export function BoardSection({ look }: { look: BoardLook }) {
  return (
    <div class="settings-board">
      <label class="settings-inline">
        <input type="checkbox" id="settings-coordinates" checked={look.coordinates} onChange={look.toggleCoordinates} />
        {t("settings.coordinates")}
      </label>
      <fieldset class="settings-notation">
        <legend>{t("coords.notation")}</legend>
        {NOTATIONS.map((n) => (
          <label key={n.value} class="settings-inline">
            <input
              type="radio"
              name="settings-notation"
              id={`settings-notation-${n.value}`}
              checked={look.notation === n.value}
              onChange={() => look.setNotation(n.value)}
            />
            {t(n.label)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
