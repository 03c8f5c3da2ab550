//! Beside every board: the KOORD toggle (coordinates on all four sides),
//! the notation, and a field to type a coordinate — "D4" and Enter acts on
//! D4 as a click would, in whatever mode the board is. Wrong input gets one
//! line, which screen readers read; so does a point typed for a board that
//! takes no moves (a diagram to look at). Ctrl+K toggles the coordinates and
//! Ctrl+G puts the cursor into the field, wherever the focus is.

import { useEffect, useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { parsePoint } from "../../board";
import type { SgfPoint } from "../../board";
import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { latinLetter } from "../../common/keys";
import type { Notation } from "../../ipc";
import type { BoardLook } from "./useBoardLook";
import "./coords.css";

const NOTATIONS: { value: Notation; label: PlainKey }[] = [
  { value: "letters", label: "coords.notationLetters" },
  { value: "sgf", label: "coords.notationSgf" },
  { value: "leaflet", label: "coords.notationLeaflet" },
];

interface CoordinateBarProps {
  look: BoardLook;
  width: number;
  height: number;
  /** Acts on the typed point as a click on it would; absent when the board takes no moves. */
  onPoint?: ((point: SgfPoint) => void) | undefined;
}

/** Ctrl+K and Ctrl+G on the whole window while the bar is shown, on any keyboard layout. */
function useShortcuts(toggle: () => void, field: { current: HTMLInputElement | null }) {
  const latest = useRef(toggle);
  latest.current = toggle;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const key = latinLetter(event);
      if (key !== "k" && key !== "g") return;
      event.preventDefault();
      if (key === "k") latest.current();
      else field.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/** The KOORD toggle, the notation and the coordinate field. */
export function CoordinateBar({ look, width, height, onPoint }: CoordinateBarProps) {
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState("");
  useShortcuts(look.toggleCoordinates, field);
  const submit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const point = parsePoint(typed, width, height, look.notation);
    if (!point) {
      setMessage(t("coords.unknown", { text: typed.trim() }));
      return;
    }
    if (!onPoint) {
      setMessage(t("coords.noMoves"));
      return;
    }
    setMessage("");
    setTyped("");
    onPoint(point);
  };
  return (
    <div class="coordinate-bar" role="group" aria-label={t("coords.group")}>
      <button
        type="button"
        id="btn-coords"
        aria-pressed={look.coordinates}
        aria-keyshortcuts="Control+K"
        onClick={look.toggleCoordinates}
      >
        {t("coords.toggle")}
      </button>
      <label class="coordinate-notation">
        <span>{t("coords.notation")}</span>
        <select
          id="coord-notation"
          value={look.notation}
          onChange={(e) => look.setNotation((e.target as HTMLSelectElement).value as Notation)}
        >
          {NOTATIONS.map((n) => (
            <option key={n.value} value={n.value}>
              {t(n.label)}
            </option>
          ))}
        </select>
      </label>
      <form class="coordinate-form" onSubmit={submit}>
        <label for="coord-input">{t("coords.input")}</label>
        <input
          ref={field}
          id="coord-input"
          type="text"
          size={5}
          autocomplete="off"
          spellcheck={false}
          aria-keyshortcuts="Control+G"
          aria-describedby="coord-message"
          value={typed}
          onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
        />
      </form>
      <p id="coord-message" class="coordinate-message" role="status">
        {message || (look.problem ? t("coords.notRemembered", { reason: errorMessage(look.problem) }) : "")}
      </p>
    </div>
  );
}
