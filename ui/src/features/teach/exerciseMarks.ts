//! The right and wrong moves of the exercise being made, shared by the
//! draft's fields and the board: typed into the fields as the board's edge
//! writes points, or marked on the board with the "right move" and "wrong
//! move" tools (the same tool again on a point takes the mark away; a point
//! is never both). The board shows them as green and red squares.

import { useState } from "preact/hooks";
import { fromSgf, parsePoint, pointName } from "../../board";
import type { AnswerMark, PointMap, SgfPoint } from "../../board";
import type { Notation } from "../../ipc";

/** A wrong move as typed: its point and the sentence that explains it. */
export interface WrongRow {
  point: string;
  feedback: string;
}

/** The draft's right and wrong moves and how to change them. */
export interface ExerciseMarks {
  /** The right moves as typed, e.g. "C4, E3". */
  correct: string;
  setCorrect: (text: string) => void;
  wrong: WrongRow[];
  setWrong: (update: (rows: WrongRow[]) => WrongRow[]) => void;
  /** Marks `point` as a right or wrong move, or takes that mark away; true if it is marked now. */
  toggle: (kind: AnswerMark, point: SgfPoint) => boolean;
  /** Every point the fields name, for the board. */
  answers: PointMap<AnswerMark>;
}

/** The board size and notation the points are written in. */
interface Writing {
  width: number;
  height: number;
  notation: Notation;
}

/** The parts of a list of points typed like "C4, E3" (commas, semicolons or spaces between). */
export const partsOf = (text: string) => text.split(/[,;\s]+/).filter((part) => part.length > 0);

/** Holds the draft's marks for a board of `writing`'s size. */
export function useExerciseMarks(writing: Writing): ExerciseMarks {
  const { width, height, notation } = writing;
  const [correct, setCorrect] = useState("");
  const [wrong, setWrongRows] = useState<WrongRow[]>([]);
  const parse = (text: string) => parsePoint(text, width, height, notation);
  const name = (point: SgfPoint) => {
    const at = fromSgf(point);
    return at ? pointName(at, height, notation) : point;
  };
  const withoutRight = (text: string, point: SgfPoint) =>
    partsOf(text)
      .filter((part) => parse(part) !== point)
      .join(", ");

  const toggle = (kind: AnswerMark, point: SgfPoint): boolean => {
    const isRight = partsOf(correct).some((part) => parse(part) === point);
    const isWrong = wrong.some((row) => parse(row.point) === point);
    if (kind === "right") {
      setWrongRows((rows) => rows.filter((row) => parse(row.point) !== point));
      setCorrect(isRight ? withoutRight(correct, point) : [...partsOf(correct), name(point)].join(", "));
      return !isRight;
    }
    setCorrect(withoutRight(correct, point));
    setWrongRows((rows) =>
      isWrong ? rows.filter((row) => parse(row.point) !== point) : [...rows, { point: name(point), feedback: "" }],
    );
    return !isWrong;
  };

  const answers: Partial<Record<SgfPoint, AnswerMark>> = {};
  for (const row of wrong) {
    const point = parse(row.point);
    if (point) answers[point] = "wrong";
  }
  for (const part of partsOf(correct)) {
    const point = parse(part);
    if (point) answers[point] = "right";
  }
  return { correct, setCorrect, wrong, setWrong: setWrongRows, toggle, answers };
}
