//! Counts for tests of the scoring screen: the 9x9 position of the E2E test
//! (two walls across the board, a lone white stone on C3 in Black's half),
//! counted under Japanese rules with komi 6.5. Test support only.

import type { Count, GameView, Score, ScoringView, SideScore } from "../ipc";
import { gameView } from "./fakeIpc";

const side = (territory: number, stones: number, dead: number, komi: number, total: number): SideScore => ({
  territory,
  stones,
  prisoners: { captured: 0, dead },
  komi,
  handicap_bonus: 0,
  total,
});

/** Black 36 + 1 dead = 37 against White 27 + 6.5 = 33.5 (B+3.5); by area B+2.5. */
export function invaderScore(dead = true): Score {
  const count: Count = dead
    ? {
        method: "territory",
        black: side(36, 9, 1, 0, 37),
        white: side(27, 9, 0, 6.5, 33.5),
        white_minus_black: -3.5,
        result: { kind: "score", winner: "B", margin_halves: 7 },
      }
    : {
        method: "territory",
        black: side(0, 9, 0, 0, 0),
        white: side(27, 10, 0, 6.5, 33.5),
        white_minus_black: 33.5,
        result: { kind: "score", winner: "W", margin_halves: 67 },
      };
  const other: Count = {
    method: "area",
    black: side(36, 9, 1, 0, 45),
    white: side(27, 9, 0, 6.5, 42.5),
    white_minus_black: -2.5,
    result: { kind: "score", winner: "B", margin_halves: 5 },
  };
  return {
    rules: gameView().rules,
    count,
    other,
    points: {
      territory: { B: dead ? ["cg", "ah", "bh"] : [], W: ["aa", "ba"] },
      dead: dead ? ["cg"] : [],
      seki: [],
      seki_stones: [],
      dame: dead ? ["ia"] : ["ah", "bh"],
    },
  };
}

const WALLS = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];

/** The game view while counting, with `scoring` changed by `overrides`. */
export function countingView(overrides: Partial<ScoringView> = {}, view: Partial<GameView> = {}): GameView {
  return gameView({
    black: WALLS.map((c) => `${c}e`),
    white: [...WALLS.map((c) => `${c}d`), "cg"],
    move_number: 22,
    last_move: { color: "W", point: null },
    phase: { phase: "scoring" },
    can_undo: true,
    scoring: {
      score: invaderScore(),
      can_mark: true,
      unsure: [],
      confirmed: { B: false, W: false },
      can_undo: false,
      last_toggle: null,
      ...overrides,
    },
    ...view,
  });
}

/** The game view after both players accepted the count of `countingView()`. */
export function countedView(): GameView {
  return {
    ...countingView(),
    phase: { phase: "over", result: { kind: "score", winner: "B", margin_halves: 7 } },
    scoring: null,
    final_score: invaderScore(),
  };
}
