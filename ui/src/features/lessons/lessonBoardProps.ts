//! Which layers the lesson board shows for the state of the player, and
//! what a click on it does: answer (play, forbidden), select a point
//! (select, the count's neutral step), mark a group dead (the count's dead
//! step), or nothing.

import type { BoardProps } from "../../board";
import type { Marker, SgfPoint } from "../../board";
import { scoreLayers } from "../score/scoreLayers";
import { movePoint } from "./describeWhy";
import { lessonLayers, refutationGhosts, solutionLayers } from "./lessonBoard";
import type { LessonPage } from "./useLessonPage";

/** The board's layers and click handler; `null` when the page has no board. */
export function lessonBoardProps(page: LessonPage): Omit<BoardProps, "label"> | null {
  const { view } = page;
  if (!view?.board) return null;
  const base = lessonLayers(view.board);
  const exercise = view.exercise;
  if (!exercise) return base;
  const step = exercise.count?.step ?? null;
  const selecting = !exercise.solved && (exercise.kind === "select" || step === "neutral");
  const counted = exercise.count && (exercise.solved || step === "territory" || step === "result");
  const score = counted ? exercise.count?.score : step === "dead" ? page.marking?.score : null;
  const layers = score ? scoreLayers(score) : null;
  const markers: Partial<Record<SgfPoint, Marker>> = { ...base.markers, ...layers?.markers };
  const verdict = page.feedback?.verdict;
  const refuted = verdict?.outcome === "wrong" && verdict.refutation && page.feedback?.tried;
  const reply = verdict?.outcome === "wrong" && verdict.refutation ? movePoint(verdict.refutation) : null;
  const solution = page.solution?.answer;
  if (solution?.kind === "points") for (const p of solution.points) markers[p] = { kind: "circle" };
  const solutionMoves = solution?.kind === "moves" ? solutionLayers(solution.moves, base.stones) : null;
  return {
    ...base,
    markers,
    territory: layers?.territory,
    dead: layers?.dead,
    selected: selecting ? new Set(page.selection) : undefined,
    ghosts:
      solutionMoves?.ghosts ??
      (refuted && page.feedback?.tried ? refutationGhosts(page.feedback.tried, exercise.to_play, reply) : undefined),
    moveNumbers: solutionMoves?.moveNumbers,
    onActivate: boardAction(page),
  };
}

function boardAction(page: LessonPage): ((point: SgfPoint) => void) | undefined {
  const exercise = page.view?.exercise;
  if (!exercise || exercise.solved) return undefined;
  switch (exercise.kind) {
    case "play":
    case "forbidden":
      return (point) => page.answer({ kind: "move", point }, point);
    case "select":
      return page.toggleSelected;
    case "count":
      if (exercise.count?.step === "neutral") return page.toggleSelected;
      return exercise.count?.step === "dead" ? page.markDead : undefined;
    default:
      return undefined;
  }
}
