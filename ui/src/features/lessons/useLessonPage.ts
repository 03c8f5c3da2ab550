//! The lesson player's state: the page as the backend last sent it, the
//! latest verdict (with the move tried, so a refutation can be drawn), the
//! points selected, the count's dead-stone marking, hint and solution, and
//! what the live region says. Every answer goes to the backend, which
//! stores the progress at once; a wrong answer leaves the board as it was.
//! The calls run through `useBackendCall`: the latest answer wins, and
//! nothing asked about one page lands on the next.

import { useEffect, useState } from "preact/hooks";
import type { Announcement } from "../../common/useAnnouncer";
import { useBackendCall } from "../../common/useBackendCall";
import { getLocale, t } from "../../i18n";
import type { Answer, CommandError, CountMarking, LogoIpc, PageView, SolutionView, Verdict } from "../../ipc";
import { verdictSentences } from "./describeWhy";

/** The latest verdict and the point clicked for it, if any. */
export interface Feedback {
  verdict: Verdict;
  tried: string | null;
}

/** Everything the player shows and the actions it offers. */
export interface LessonPage {
  view: PageView | null;
  failure: CommandError | null;
  feedback: Feedback | null;
  selection: readonly string[];
  marking: CountMarking | null;
  solution: SolutionView | null;
  hintShown: boolean;
  announcement: Announcement;
  answer: (answer: Answer, tried?: string) => void;
  toggleSelected: (point: string) => void;
  markDead: (point: string) => void;
  reset: () => void;
  showSolution: () => void;
  showHint: () => void;
}

/** Loads page `page` of `lesson` (`null`: where it was left) in `locale` and plays it. */
export function useLessonPage(ipc: LogoIpc, lesson: string, page: string | null, locale: string): LessonPage {
  const [view, setView] = useState<PageView | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [marking, setMarking] = useState<CountMarking | null>(null);
  const [solution, setSolution] = useState<SolutionView | null>(null);
  const [hintShown, setHintShown] = useState(false);
  const { failure, announcement, say, run, clearFailure, forget } = useBackendCall();
  const fresh = (next: PageView) => {
    setView(next);
    setSelection([]);
    setMarking(null);
    setSolution(null);
  };

  useEffect(() => {
    // Whatever was asked about the page shown before no longer counts.
    forget();
    clearFailure();
    setFeedback(null);
    setHintShown(false);
    void run(() => ipc.learnPage(lesson, page, locale), fresh);
  }, [ipc, lesson, page, locale]);

  const at = view ? { lesson: view.lesson, page: view.page } : null;
  const learner = view?.exercise?.to_play ?? "B";
  const height = view?.board?.size.height ?? 19;
  return {
    view,
    failure,
    feedback,
    selection,
    marking,
    solution,
    hintShown,
    announcement,
    answer: (answer, tried) => {
      if (!at) return;
      void run(
        () => ipc.learnAnswer(at.lesson, at.page, answer, getLocale()),
        (result) => {
          setFeedback({ verdict: result.verdict, tried: tried ?? null });
          const stepped = result.verdict.outcome === "next_step" || result.verdict.outcome === "correct";
          if (stepped) fresh(result.page);
          else setView(result.page);
          say(verdictSentences(result.verdict, height, learner).join(" "));
        },
      );
    },
    toggleSelected: (point) =>
      setSelection((chosen) => (chosen.includes(point) ? chosen.filter((p) => p !== point) : [...chosen, point])),
    markDead: (point) => {
      if (!at) return;
      void run(
        () => ipc.learnCountMarking(at.lesson, at.page, marking?.dead ?? [], point),
        (next) => {
          setMarking(next);
          say(t("count.deadMarked", { n: next.dead.length }));
        },
        { channel: "marking" },
      );
    },
    reset: () => {
      if (!at) return;
      void run(
        () => ipc.learnReset(at.lesson, at.page, getLocale()),
        (next) => {
          fresh(next);
          setFeedback(null);
          say(t("lesson.reset.done"));
        },
      );
    },
    showSolution: () => {
      if (!at) return;
      void run(
        () => ipc.learnSolution(at.lesson, at.page, getLocale()),
        (found) => {
          setSolution(found);
          say(
            `${t("lesson.solution")}: ${found.text.paragraphs.map((p) => p.map((part) => part.text).join("")).join(" ")}`,
          );
        },
        { channel: "solution" },
      );
    },
    showHint: () => setHintShown(true),
  };
}
