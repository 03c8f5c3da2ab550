//! The exercise beside the board: what to do, the answer controls, the
//! verdict with its reasons (go-core's facts and the author's words), and
//! Hint, Start again and Show the solution. An exercise without a hint or
//! solution text of its own (one saved on the teaching board without the
//! teacher's words) gets LoGo's, worded here from its data in the learner's
//! language; further right first moves are named from data too.

import { colorName } from "../../common/describeGame";
import { t } from "../../i18n";
import type { ExerciseView, PageView, SolutionView } from "../../ipc";
import { displayPoint } from "../../board";
import { AnswerControls } from "./AnswerControls";
import { CountPanel } from "./CountPanel";
import { authorText, pointList, verdictFacts } from "./describeWhy";
import { RichText } from "./RichText";
import type { LessonPage } from "./useLessonPage";

function task(exercise: ExerciseView): string {
  const color = colorName(exercise.to_play);
  switch (exercise.kind) {
    case "play":
      return t("lesson.task.play", { color });
    case "forbidden":
      return t("lesson.task.forbidden", { color });
    case "select":
      return t("lesson.task.select");
    case "choice":
      return t("lesson.task.choice");
    case "number":
      return t("lesson.task.number");
    case "count":
      return t("lesson.task.count");
  }
}

function solutionLine(found: SolutionView, exercise: ExerciseView, height: number): string | null {
  const answer = found.answer;
  switch (answer.kind) {
    case "moves": {
      const moves = answer.moves.map((m) => (m.move === "pass" ? "–" : displayPoint(m.move.play, height)));
      return t("lesson.solutionMoves", { moves: moves.join(", ") });
    }
    case "points":
      return t("lesson.solutionPoints", { points: pointList(answer.points, height) });
    case "option": {
      const option = exercise.options.find((o) => o.id === answer.id);
      return option ? t("lesson.solutionOption", { option: option.text.text }) : null;
    }
    case "number":
      return t("lesson.solutionNumber", { value: answer.value });
    case "count":
      return null;
  }
}

interface ExercisePanelProps {
  view: PageView;
  exercise: ExerciseView;
  page: LessonPage;
  onLink: (entry: string) => void;
}

/** The exercise's task, controls, verdict, hint and solution. */
export function ExercisePanel({ view, exercise, page, onLink }: ExercisePanelProps) {
  const height = view.board?.size.height ?? 19;
  const verdict = page.feedback?.verdict ?? null;
  const [heading, ...facts] = verdict ? verdictFacts(verdict, height, exercise.to_play) : [];
  const authored = verdict ? authorText(verdict) : null;
  const solutionText = page.solution ? solutionLine(page.solution, exercise, height) : null;
  return (
    <section class="lesson-exercise" aria-labelledby="lesson-task">
      <h3 id="lesson-task">
        <span class="lesson-task-kind">{t("lesson.exercise")}</span> {task(exercise)}
      </h3>
      {exercise.solved_before && !exercise.solved && <p class="lesson-note">{t("lesson.solvedBefore")}</p>}
      <AnswerControls exercise={exercise} selection={page.selection} onAnswer={(answer) => page.answer(answer)} />
      {exercise.count && (
        <CountPanel
          count={exercise.count}
          solved={exercise.solved}
          selection={page.selection}
          marking={page.marking}
          onAnswer={(answer) => page.answer(answer)}
          onLink={onLink}
        />
      )}
      {verdict && (
        <div
          id="lesson-feedback"
          class={`lesson-feedback lesson-feedback--${verdict.outcome}`}
          data-outcome={verdict.outcome}
        >
          <p class="lesson-feedback-title">{heading}</p>
          {facts.map((fact, k) => (
            <p key={k}>{fact}</p>
          ))}
          {authored && <RichText text={authored} onLink={onLink} />}
        </div>
      )}
      <div class="controls-row" role="group" aria-label={t("lesson.exercise")}>
        <button type="button" id="btn-hint" disabled={page.hintShown} onClick={page.showHint}>
          {t("lesson.hint")}
        </button>
        <button type="button" id="btn-reset" onClick={page.reset}>
          {t("lesson.reset")}
        </button>
        <button type="button" id="btn-solution" onClick={page.showSolution}>
          {t("lesson.showSolution")}
        </button>
      </div>
      {page.hintShown && (
        <div id="lesson-hint" class="lesson-hint">
          {exercise.hint.paragraphs.length > 0 ? (
            <RichText text={exercise.hint} onLink={onLink} />
          ) : (
            <p>{t("lesson.ownHint", { color: exercise.to_play })}</p>
          )}
        </div>
      )}
      {page.solution && (
        <div id="lesson-solution" class="lesson-solution">
          <h4>{t("lesson.solution")}</h4>
          {solutionText && <p>{solutionText}</p>}
          {page.solution.also.length > 0 && (
            <p>
              {t("lesson.solutionAlso", {
                count: page.solution.also.length,
                points: pointList(page.solution.also, height),
              })}
            </p>
          )}
          <RichText text={page.solution.text} onLink={onLink} />
        </div>
      )}
    </section>
  );
}
