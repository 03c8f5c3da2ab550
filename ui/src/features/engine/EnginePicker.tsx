//! Choosing a computer opponent: the engine from the list LoGo knows, and
//! GNU Go's strength when GNU Go is chosen. Used by the New game dialog and
//! when another engine takes over a game.

import { Field } from "../../common/Field";
import { t } from "../../i18n";
import type { EngineList } from "../../ipc";
import { engineLabel, findEngine, levelOption } from "./engineNames";

interface EnginePickerProps {
  /** The element ids of the engine's and the level's selects. */
  ids: { engine: string; level: string };
  /** The engine select's label. */
  label: string;
  list: EngineList | null;
  engineId: string;
  level: string;
  /** A problem with the engine chosen, in the user's words. */
  error: string | null;
  onEngine: (id: string) => void;
  onLevel: (level: string) => void;
}

/** The engine select, and the level select for GNU Go, in one block (`.engine-picker`)
 *  that a form can give a whole row: the levels' names for beginners are long. */
export function EnginePicker({ ids, label, list, engineId, level, error, onEngine, onLevel }: EnginePickerProps) {
  const entry = findEngine(list, engineId);
  return (
    <div class="engine-picker">
      <Field id={ids.engine} label={label} error={error}>
        {(a11y) => (
          <select {...a11y} value={engineId} onChange={(e) => onEngine(e.currentTarget.value)}>
            {(list?.engines ?? []).map((engine) => (
              <option key={engine.id} value={engine.id}>
                {engineLabel(engine)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {entry?.kind === "gnu_go" && (
        <Field id={ids.level} label={t("ng.level")} error={null}>
          {(a11y) => (
            <select {...a11y} value={level} onChange={(e) => onLevel(e.currentTarget.value)}>
              {(list?.gnugo_levels ?? []).map((choice) => (
                <option key={choice.level} value={String(choice.level)}>
                  {levelOption(choice)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
