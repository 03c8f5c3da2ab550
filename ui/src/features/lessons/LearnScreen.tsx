//! The Learn screen: the Grundkurs with its ten lessons in order, each with
//! the learner's progress (not started, in progress with page n of m, done),
//! "continue where I left off", the ways to the short rules and the glossary,
//! and "Meine Aufgaben" (the exercises saved on the teaching board). Asked for anew
//! each time it appears, so it shows the progress as stored.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage, unsavedMessage } from "../../i18n/errors";
import { useLocale } from "../../i18n/useLocale";
import { toCommandError } from "../../ipc";
import type { CommandError, CourseView, LessonStatus, LogoIpc } from "../../ipc";
import "./lessons.css";
import { MyExercises } from "./MyExercises";

interface LearnScreenProps {
  ipc: LogoIpc;
  /** Opens a lesson (at a page, or where it was left). */
  openLesson: (lesson: string, page?: string) => void;
  openGlossary: () => void;
  /** Opens the short rules. */
  openRules: () => void;
}

function statusText(status: LessonStatus): string {
  switch (status.state) {
    case "unavailable":
      return t("learn.status.unavailable");
    case "not_started":
      return t("learn.status.not_started");
    case "in_progress":
      return t("learn.status.in_progress", status);
    case "done":
      return t("learn.status.done");
  }
}

/** The course list. */
export function LearnScreen({ ipc, openLesson, openGlossary, openRules }: LearnScreenProps) {
  const locale = useLocale();
  const [course, setCourse] = useState<CourseView | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    let shown = true;
    ipc.learnCourse(locale).then(
      (view) => shown && setCourse(view),
      (reason: unknown) => shown && setFailure(toCommandError(reason)),
    );
    return () => {
      shown = false;
    };
  }, [ipc, locale]);

  if (!course) {
    return (
      <div class="app-state" role="status">
        <p>{failure ? `${t("learn.loadFailed")} ${errorMessage(failure)}` : t("lesson.loading")}</p>
      </div>
    );
  }
  const { resume } = course;
  // Nothing begun yet: the first lesson is a start, not a place to continue from.
  const untouched = course.lessons.every((l) => l.status.state === "not_started" || l.status.state === "unavailable");
  return (
    <div class="learn" id="learn-screen">
      <h1>{t("learn.title")}</h1>
      <p>{t("learn.intro")}</p>
      <div class="controls-row">
        {resume ? (
          <button type="button" id="btn-resume" class="primary" onClick={() => openLesson(resume.lesson)}>
            {untouched
              ? t("learn.start", { title: resume.title.text })
              : t("learn.continue", { title: resume.title.text, page: resume.number, pages: resume.pages })}
          </button>
        ) : (
          <p id="learn-all-done">{t("learn.allDone")}</p>
        )}
        <button type="button" id="btn-rules" onClick={openRules} aria-describedby="learn-rules-intro">
          {t("learn.rules")}
        </button>
        <button type="button" id="btn-glossary" onClick={openGlossary}>
          {t("learn.openGlossary")}
        </button>
      </div>
      <p id="learn-rules-intro" class="lesson-note">
        {t("learn.rulesIntro")}
      </p>
      {course.unsaved && (
        <p class="play-unsaved" role="alert">
          {unsavedMessage(course.unsaved)}
        </p>
      )}
      <h2 id="learn-lessons">{t("learn.lessons")}</h2>
      <ol class="learn-lessons" aria-labelledby="learn-lessons">
        {course.lessons.map((lesson) => (
          <li key={lesson.id} id={`lesson-${lesson.id}`} data-status={lesson.status.state}>
            <button
              type="button"
              class="learn-lesson"
              disabled={lesson.status.state === "unavailable"}
              onClick={() => openLesson(lesson.id)}
            >
              <span class="learn-number">{t("learn.number", { n: lesson.number })}</span>
              <span class="learn-title" lang={lesson.title.language}>
                {lesson.title.text}
              </span>
              <span class={`learn-status learn-status--${lesson.status.state}`}>{statusText(lesson.status)}</span>
            </button>
          </li>
        ))}
      </ol>
      <MyExercises ipc={ipc} openLesson={openLesson} />
      {course.problems.length > 0 && (
        <details class="learn-problems" id="learn-problems">
          <summary>{t("learn.problems")}</summary>
          <ul>
            {course.problems.map((p) => (
              <li key={`${p.file}:${p.line}:${p.message}`}>{`${p.file}:${p.line}: ${p.message}`}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
