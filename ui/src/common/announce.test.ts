import { describe, expect, it } from "vitest";
import { gameView } from "../testing/fakeIpc";
import { announceChange } from "./announce";

describe("announcements", () => {
  it("name the move, and the stones it captured", () => {
    const before = gameView({ size: { width: 19, height: 19 }, captures: { B: 0, W: 1 } });
    const single = {
      ...before,
      move_number: 1,
      last_move: { color: "W" as const, point: "dp" },
      captures: { B: 0, W: 2 },
    };
    expect(announceChange(before, single, "move")).toBe("Weiß D4, ein Stein geschlagen");
    const many = { ...single, captures: { B: 0, W: 4 } };
    expect(announceChange(before, many, "move")).toBe("Weiß D4, 3 Steine geschlagen");
  });

  it("name a placed handicap stone, and what comes after two passes", () => {
    const placing = gameView({ phase: { phase: "placing_handicap", remaining: 2 } });
    const placed = { ...placing, black: ["cc"], phase: { phase: "placing_handicap" as const, remaining: 1 } };
    expect(announceChange(placing, placed, "move")).toBe("Schwarz C7");
    const passed = gameView({ move_number: 9, last_move: { color: "W", point: null }, phase: { phase: "scoring" } });
    expect(announceChange(gameView({ move_number: 8 }), passed, "move")).toBe(
      "Weiß passt. Beide haben gepasst: Als Nächstes wird gezählt.",
    );
  });

  it("read a score result as a sentence", () => {
    const over = gameView({
      phase: { phase: "over", result: { kind: "score", winner: "W", margin_halves: 7 } },
    });
    expect(announceChange(gameView(), over, "move")).toBe("Weiß gewinnt mit 3,5 Punkten Vorsprung.");
  });
});
