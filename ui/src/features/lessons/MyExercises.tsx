//! "Meine Aufgaben" on the Learn screen: the exercises saved on the teaching
//! board, each opened in the lesson player like any exercise of the course
//! (lesson `my-exercises`), with whether it is solved, and a way to delete it.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, LogoIpc, MyExerciseView } from "../../ipc";

/** The lesson id the teacher's exercises form (the backend's `store::MY_EXERCISES`). */
export const MY_EXERCISES = "my-exercises";

interface MyExercisesProps {
  ipc: LogoIpc;
  openLesson: (lesson: string, page?: string) => void;
}

/** The list of the teacher's exercises. */
export function MyExercises({ ipc, openLesson }: MyExercisesProps) {
  const [list, setList] = useState<MyExerciseView[] | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  const load = () => ipc.myExercises().then(setList, (reason: unknown) => setFailure(toCommandError(reason)));
  useEffect(() => {
    void load();
  }, [ipc]);
  const remove = (page: string) => {
    ipc.deleteMyExercise(page).then(load, (reason: unknown) => setFailure(toCommandError(reason)));
  };
  return (
    <section class="learn-mine" aria-labelledby="learn-mine">
      <h2 id="learn-mine">{t("learn.mine")}</h2>
      <p>{t("learn.mineIntro")}</p>
      {failure && (
        <p class="play-unsaved" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      {list && list.length === 0 && <p id="my-exercises-empty">{t("learn.mineEmpty")}</p>}
      {list && list.length > 0 && (
        <ul class="learn-lessons" id="my-exercises">
          {list.map((exercise) => (
            <li key={exercise.page} data-solved={exercise.solved}>
              <button
                type="button"
                class="learn-lesson"
                id={`my-exercise-${exercise.page}`}
                aria-label={t("learn.mineOpen", { title: exercise.title })}
                onClick={() => openLesson(exercise.lesson, exercise.page)}
              >
                <span class="learn-title">{exercise.title}</span>
                {exercise.solved && <span class="learn-status learn-status--done">{t("learn.mineSolved")}</span>}
              </button>
              <button
                type="button"
                class="link-button"
                id={`my-exercise-${exercise.page}-delete`}
                aria-label={t("learn.mineDelete", { title: exercise.title })}
                onClick={() => remove(exercise.page)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
