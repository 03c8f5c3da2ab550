//! SAVE, part three: the position shown as an exercise for "Meine
//! Aufgaben". The teacher types the right moves (one or more) or marks them
//! on the board (see `exerciseMarks`), and may add wrong moves, each with a
//! sentence; the backend has the lessons engine check the exercise before
//! it is kept. Points are typed as the board's edges show them. The node's
//! marks and labels go into the exercise's diagram.

import { useState } from "preact/hooks";
import { parsePoint } from "../../board";
import type { SgfPoint } from "../../board";
import { TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { ExerciseSpec, MyExerciseView, Notation } from "../../ipc";
import { partsOf } from "./exerciseMarks";
import type { ExerciseMarks, WrongRow } from "./exerciseMarks";
import type { Teach } from "./useTeach";

interface ExerciseDraftProps {
  teach: Teach;
  width: number;
  height: number;
  notation: Notation;
  /** The right and wrong moves, shared with the board. */
  marks: ExerciseMarks;
  /** Opens a saved exercise in the lesson player. */
  onOpen: (saved: MyExerciseView) => void;
}

/** The points of a list typed like "C4, E3" (commas or spaces between); `null` if one names no point. */
export function pointsOf(text: string, width: number, height: number, notation: Notation): SgfPoint[] | null {
  const points = partsOf(text).map((part) => parsePoint(part, width, height, notation));
  return points.every((p) => p !== null) ? (points as SgfPoint[]) : null;
}

/** Title, right moves, wrong moves with sentences, hint; save and open. */
export function ExerciseDraft({ teach, width, height, notation, marks, onOpen }: ExerciseDraftProps) {
  const { correct, setCorrect, wrong, setWrong } = marks;
  const [title, setTitle] = useState("");
  const [hint, setHint] = useState("");
  const [errors, setErrors] = useState<{ title?: string; correct?: string; wrong?: string }>({});
  const [saved, setSaved] = useState<MyExerciseView | null>(null);
  const setRow = (i: number, row: Partial<WrongRow>) =>
    setWrong((rows) => rows.map((r, k) => (k === i ? { ...r, ...row } : r)));
  const spec = (): ExerciseSpec | null => {
    const right = pointsOf(correct, width, height, notation);
    const wrongPoints = wrong.map((row) => parsePoint(row.point, width, height, notation));
    const found = {
      title: title.trim() ? undefined : t("teach.titleNeeded"),
      correct: right && right.length > 0 ? undefined : t("teach.exercise.correctBad"),
      wrong: wrongPoints.every((p) => p !== null) ? undefined : t("teach.exercise.wrongBad"),
    };
    setErrors(found);
    if (found.title || found.correct || found.wrong || !right) return null;
    const wrongMoves = wrong.map((row, i) => ({ point: wrongPoints[i] ?? "", feedback: row.feedback }));
    return { title: title.trim(), correct: right, wrong: wrongMoves, hint };
  };
  const save = () => {
    const chosen = spec();
    if (!chosen) return;
    setSaved(null);
    void teach.saveExercise(chosen).then((kept) => kept && setSaved(kept));
  };
  return (
    <section class="teach-exercise" aria-labelledby="teach-exercise-title">
      <h2 id="teach-exercise-title">{t("teach.exercise.title")}</h2>
      <p class="teach-help">{t("teach.exercise.intro")}</p>
      <p class="teach-help" id="exercise-on-board">
        {t("teach.exercise.onBoard")}
      </p>
      <TextField
        id="exercise-title"
        label={t("teach.titleLabel")}
        error={errors.title ?? null}
        value={title}
        onValue={setTitle}
      />
      <TextField
        id="exercise-correct"
        label={t("teach.exercise.correct")}
        error={errors.correct ?? null}
        value={correct}
        onValue={setCorrect}
      />
      {wrong.map((row, i) => (
        <fieldset key={i} class="teach-wrong">
          <legend>{t("teach.exercise.wrongMove", { n: i + 1 })}</legend>
          <TextField
            id={`exercise-wrong-${i}-point`}
            label={t("teach.exercise.wrongPoint")}
            error={null}
            value={row.point}
            onValue={(point) => setRow(i, { point })}
          />
          <TextField
            id={`exercise-wrong-${i}-feedback`}
            label={t("teach.exercise.feedback")}
            error={null}
            value={row.feedback}
            onValue={(feedback) => setRow(i, { feedback })}
          />
          <button
            type="button"
            id={`exercise-wrong-${i}-remove`}
            onClick={() => setWrong((rows) => rows.filter((_, k) => k !== i))}
          >
            {t("teach.exercise.removeWrong")}
          </button>
        </fieldset>
      ))}
      {errors.wrong && <p class="field-error">{errors.wrong}</p>}
      <button
        type="button"
        id="exercise-add-wrong"
        onClick={() => setWrong((rows) => [...rows, { point: "", feedback: "" }])}
      >
        {t("teach.exercise.addWrong")}
      </button>
      <TextField id="exercise-hint" label={t("teach.exercise.hint")} error={null} value={hint} onValue={setHint} />
      <div class="teach-row">
        <button type="button" id="save-exercise" class="primary" onClick={save}>
          {t("teach.exercise.save")}
        </button>
        {saved && (
          <button type="button" id="open-exercise" onClick={() => onOpen(saved)}>
            {t("teach.exercise.open")}
          </button>
        )}
      </div>
    </section>
  );
}
