//! The controls an exercise needs besides the board: "Prüfen" for a
//! selection, one button per option of a choice, a number field for a
//! number. Play, forbidden-move and count exercises answer elsewhere (on
//! the board, in the count panel).

import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { Answer, ExerciseView } from "../../ipc";

interface AnswerControlsProps {
  exercise: ExerciseView;
  selection: readonly string[];
  onAnswer: (answer: Answer) => void;
}

/** The answer controls for `exercise`'s kind, disabled once it is solved. */
export function AnswerControls({ exercise, selection, onAnswer }: AnswerControlsProps) {
  const [number, setNumber] = useState("");
  const done = exercise.solved;
  switch (exercise.kind) {
    case "select":
      return (
        <div class="controls-row">
          <span id="lesson-selected">{t("lesson.selected", { n: selection.length })}</span>
          <button
            type="button"
            id="btn-check"
            disabled={done}
            onClick={() => onAnswer({ kind: "selection", points: [...selection] })}
          >
            {t("lesson.check")}
          </button>
        </div>
      );
    case "choice":
      return (
        <div class="lesson-options" role="group" aria-label={t("lesson.task.choice")}>
          {exercise.options.map((option) => (
            <button
              key={option.id}
              type="button"
              id={`option-${option.id}`}
              lang={option.text.language}
              disabled={done}
              onClick={() => onAnswer({ kind: "choice", option: option.id })}
            >
              {option.text.text}
            </button>
          ))}
        </div>
      );
    case "number": {
      const value = Number(number.replace(",", "."));
      const ready = number.trim() !== "" && Number.isFinite(value);
      return (
        <form
          class="controls-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !done) onAnswer({ kind: "number", value });
          }}
        >
          <label>
            {t("lesson.numberLabel")}{" "}
            <input
              id="lesson-number"
              type="text"
              inputMode="decimal"
              size={6}
              value={number}
              disabled={done}
              onInput={(event) => setNumber(event.currentTarget.value)}
            />
          </label>
          <button type="submit" id="btn-check" disabled={done || !ready}>
            {t("lesson.check")}
          </button>
        </form>
      );
    }
    default:
      return null;
  }
}
