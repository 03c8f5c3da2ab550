//! The lesson player: the page's text beside its board, the exercise with
//! its verdicts, and Back / Next through the lesson's pages. It plays the
//! short rules too (lesson id `rules`), with their own way out. Glossary links
//! open the entry on the glossary screen; its Back returns to this page
//! (every page turn is a place in the shell's history). A live region
//! reads each verdict and each reply aloud.

import { useEffect, useState } from "preact/hooks";
import { Board } from "../../board";
import { LiveRegion } from "../../common/LiveRegion";
import { getLocale, t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { useLocale } from "../../i18n/useLocale";
import type { DiagramStart, LogoIpc, PageView } from "../../ipc";
import "../../common/common.css";
import { CoordinateBar } from "../coords/CoordinateBar";
import { MY_EXERCISES } from "./MyExercises";
import type { BoardLook } from "../coords/useBoardLook";
import { useEnterTeachKey } from "../teach/useEnterTeachKey";
import { ExercisePanel } from "./ExercisePanel";
import "./lessons.css";
import { lessonBoardProps } from "./lessonBoardProps";
import { RichText } from "./RichText";
import { useLessonPage } from "./useLessonPage";

interface LessonPlayerProps {
  ipc: LogoIpc;
  lesson: string;
  /** The page to open; absent: where the lesson was left. */
  page?: string;
  /** Opens another page of the lesson, the glossary, or the course. */
  go: {
    page: (lesson: string, page: string) => void;
    entry: (entry: string) => void;
    course: () => void;
  };
  /** How boards look (coordinates, notation). */
  look: BoardLook;
  /** Enters teaching on a copy of the page's diagram (TEACH). */
  onTeach: (diagram: DiagramStart) => void;
  /** What the way back and the last page's button say; a lesson's by default. */
  labels?: PlayerLabels;
}

/** The page's diagram as a board to teach on: its stones, marks and who moves. */
function diagramOf(view: PageView): DiagramStart | null {
  const board = view.board;
  if (!board) return null;
  const { black, white, markup } = board;
  return { size: board.size.width, black, white, markup, to_play: view.exercise?.to_play ?? "B" };
}

/** The words of the player's way out: back to where it was opened from, and done after the last page. */
export interface PlayerLabels {
  back: PlainKey;
  finish: PlainKey;
}

const LESSON_LABELS: PlayerLabels = { back: "lesson.backToCourse", finish: "lesson.finish" };

function PageNav({ view, go, finish }: { view: PageView; go: LessonPlayerProps["go"]; finish: PlainKey }) {
  const [asked, setAsked] = useState(false);
  useEffect(() => setAsked(false), [view.lesson, view.page]);
  const open = view.open_exercises;
  const onFinish = () => (open.length === 0 ? go.course() : setAsked(true));
  return (
    <>
      {asked && open.length > 0 && <UnfinishedNotice view={view} go={go} />}
      <nav class="controls-row lesson-nav" aria-label={t("lesson.page", { n: view.number, total: view.pages })}>
        <button
          type="button"
          id="btn-previous"
          disabled={!view.previous}
          onClick={() => view.previous && go.page(view.lesson, view.previous)}
        >
          {t("lesson.previous")}
        </button>
        <span id="lesson-page-number">{t("lesson.page", { n: view.number, total: view.pages })}</span>
        {view.next ? (
          <button type="button" id="btn-next" onClick={() => view.next && go.page(view.lesson, view.next)}>
            {t("lesson.next")}
          </button>
        ) : (
          <button type="button" id="btn-finish" onClick={onFinish}>
            {t(finish)}
          </button>
        )}
      </nav>
    </>
  );
}

/** What finishing the lesson still needs: the exercises not solved, with the way to the first and out anyway. */
function UnfinishedNotice({ view, go }: { view: PageView; go: LessonPlayerProps["go"] }) {
  const open = view.open_exercises;
  const first = open[0];
  const pages = new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(open.map((p) => String(p.number)));
  return (
    <div id="lesson-unfinished" class="lesson-unfinished" role="alert">
      <p>{t("lesson.unfinished", { count: open.length, pages })}</p>
      <div class="controls-row">
        {first && (
          <button type="button" id="btn-open-exercise" onClick={() => go.page(view.lesson, first.page)}>
            {t("lesson.toPage", { n: String(first.number) })}
          </button>
        )}
        <button type="button" id="btn-leave-anyway" onClick={go.course}>
          {t("lesson.leaveAnyway")}
        </button>
      </div>
    </div>
  );
}

/** Plays one lesson page by page. */
export function LessonPlayer({ ipc, lesson, page, go, look, onTeach, labels = LESSON_LABELS }: LessonPlayerProps) {
  const locale = useLocale();
  const state = useLessonPage(ipc, lesson, page ?? null, locale);
  const { view } = state;
  const diagram = view ? diagramOf(view) : null;
  useEnterTeachKey(diagram ? () => onTeach(diagram) : null);
  if (!view) {
    return (
      <div class="app-state" role="status">
        <p>{state.failure ? errorMessage(state.failure) : t("lesson.loading")}</p>
        <LiveRegion announcement={state.announcement} testId="lesson-announcer" />
      </div>
    );
  }
  const board = lessonBoardProps(state);
  return (
    <div
      class={board ? "lesson" : "lesson lesson--text"}
      id="lesson-player"
      data-lesson={view.lesson}
      data-page={view.page}
    >
      {board && view.board && (
        <div class="lesson-board">
          <Board
            {...board}
            label={t("lesson.boardLabel", view.board.size)}
            showCoordinates={look.coordinates}
            notation={look.notation}
          />
          <div class="lesson-board-tools">
            <CoordinateBar look={look} width={board.width} height={board.height} onPoint={board.onActivate} />
            {diagram && (
              <button
                type="button"
                id="btn-lesson-teach"
                title={t("teach.enterHint")}
                aria-keyshortcuts="Control+T"
                onClick={() => onTeach(diagram)}
              >
                {t("teach.enter")}
              </button>
            )}
          </div>
        </div>
      )}
      <aside class="lesson-panel">
        <header class="lesson-header">
          <button type="button" id="btn-course" class="link-button" onClick={go.course}>
            {t(labels.back)}
          </button>
          <h2 id="lesson-title" lang={view.lesson === MY_EXERCISES ? undefined : view.title.language}>
            {view.lesson === MY_EXERCISES ? t("learn.mine") : view.title.text}
          </h2>
        </header>
        <RichText text={view.text} onLink={go.entry} id="lesson-text" />
        {view.exercise && <ExercisePanel view={view} exercise={view.exercise} page={state} onLink={go.entry} />}
        {view.lesson_done && (
          <p id="lesson-done" class="lesson-done">
            {t("lesson.done")}
          </p>
        )}
        <p id="message" class="play-message">
          {state.failure ? errorMessage(state.failure) : ""}
        </p>
        <PageNav view={view} go={go} finish={labels.finish} />
      </aside>
      <LiveRegion announcement={state.announcement} testId="lesson-announcer" />
    </div>
  );
}
