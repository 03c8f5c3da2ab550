//! Lesson-player views as the backend would send them (test data): the ko
//! lesson's first exercise on a 7×7 board, a choice, a number, a selection
//! and a count exercise, each as a `PageView`.

import type { BoardView, ExerciseView, PageView, RichText, Score } from "../ipc";

/** A German rich text of plain words. */
export function words(text: string, fellBack = false): RichText {
  return { paragraphs: [[{ kind: "plain", text }]], language: fellBack ? "en" : "de", fell_back: fellBack };
}

/** The ko exercise's board: White has just captured on B5 (SGF bc). */
export function koBoard(overrides: Partial<BoardView> = {}): BoardView {
  return {
    size: { width: 7, height: 7 },
    region: { left: 0, top: 0, right: 6, bottom: 6 },
    black: ["bb", "ac", "bd", "ef", "fg"],
    white: ["cb", "bc", "dc", "cd", "ff"],
    markup: {
      circle: [],
      square: [],
      triangle: [],
      cross: [],
      selected: [],
      labels: [],
      arrows: [],
      lines: [],
      dimmed: null,
    },
    last_move: { color: "W", move: { play: "bc" } },
    ...overrides,
  };
}

/** An unsolved exercise of `kind` for Black. */
export function exercise(overrides: Partial<ExerciseView> = {}): ExerciseView {
  return {
    kind: "play",
    to_play: "B",
    solved: false,
    solved_before: false,
    wrong_attempts: 0,
    hint: words("Bedrohe zuerst F2."),
    options: [],
    count: null,
    ...overrides,
  };
}

/** Page 3 of 11 of the ko lesson, with its exercise. */
export function koPage(overrides: Partial<PageView> = {}): PageView {
  return {
    lesson: "ko",
    title: { text: "Ko", language: "de", fell_back: false },
    page: "first-retake",
    number: 3,
    pages: 11,
    previous: "rule",
    next: "ko-point",
    text: {
      paragraphs: [
        [
          { kind: "plain", text: "Weiß hat eben auf B5 geschlagen. Das ist ein " },
          { kind: "link", entry: "ko", text: "Ko" },
          { kind: "plain", text: "." },
        ],
      ],
      language: "de",
      fell_back: false,
    },
    board: koBoard(),
    exercise: exercise(),
    lesson_done: false,
    open_exercises: [],
    unsaved: null,
    ...overrides,
  };
}

/** A 9×9 count: Black 27 + 3, White 35 + 1 + 6.5 (W+12.5), B7 (bc) dead. */
export function countScore(): Score {
  const side = (territory: number, captured: number, dead: number, total: number, komi = 0) => ({
    territory,
    stones: 9,
    prisoners: { captured, dead },
    komi,
    handicap_bonus: 0,
    total,
  });
  const count = {
    method: "territory" as const,
    black: side(27, 2, 1, 30),
    white: side(35, 1, 0, 42.5, 6.5),
    white_minus_black: 12.5,
    result: { kind: "score" as const, winner: "W" as const, margin_halves: 25 },
  };
  return {
    rules: {
      ko: "simple",
      suicide: "forbidden",
      scoring: "territory",
      seki: "neutral",
      handicap_compensation: "0",
      handicap_placement: "fixed",
      komi: 6.5,
      repetition: "no_result",
      dead_stones: "removed",
    },
    count,
    other: { ...count, method: "area" },
    points: { territory: { B: ["ab", "bc"], W: ["ia"] }, dead: ["bc"], seki: [], seki_stones: [], dame: ["ee"] },
  };
}
