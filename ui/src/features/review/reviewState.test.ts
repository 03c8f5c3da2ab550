// @vitest-environment node
import { describe, expect, it } from "vitest";
import { node, openedFile, reviewGame } from "../../testing/reviewFixtures";
import { INITIAL_REVIEW, nodeToFetch, reviewReducer, singleShowableGame } from "./reviewState";
import type { ReviewAction, ReviewState } from "./reviewState";

// The fixture's tree (see testing/reviewFixtures.ts):
//   0 root ─ 1 ─ 2 ─ 3 ─ 4 ┬ 5 ─ 6          (A, main line)
//                          ├ 7 ─ 8 ┬ 9     (B)
//                          │       └ 10
//                          └ 11            (C)

const run = (state: ReviewState, ...actions: ReviewAction[]) => actions.reduce(reviewReducer, state);
const opening: ReviewAction[] = [
  { type: "file_opened", file: openedFile() },
  { type: "game_loaded", game: reviewGame() },
];
const loaded = run(INITIAL_REVIEW, ...opening);
const generation = loaded.generation;
/** The state after the backend answered for `id`. */
const arrived = (state: ReviewState, id: number) =>
  run(state, { type: "fetch_started", generation, id }, { type: "node_arrived", generation, node: node(id) });
const unexpected = { code: "unexpected" as const, detail: "bridge down" };

describe("the review state", () => {
  it("opens a file with one game straight on it, and asks to choose among several", () => {
    expect(singleShowableGame(openedFile())).toBe(0);
    expect(loaded.game?.tree.size).toBe(12);
    expect(loaded.shown?.position.node).toBe(0);
    expect(loaded.announcement?.message.kind).toBe("node");
    const games = [0, 1].map((index) => ({ index, info: null, moves: 3, refused: null }));
    const several = run(INITIAL_REVIEW, { type: "file_opened", file: openedFile({ games }) });
    expect(singleShowableGame(openedFile({ games }))).toBeNull();
    expect(several.game).toBeNull();
    expect(several.announcement?.message).toEqual({ kind: "choose_game" });
  });

  it("moves at once and fetches one node at a time, then only the latest wanted", () => {
    const stepped = run(loaded, { type: "step", command: { kind: "next" } });
    expect(stepped.current).toBe(1);
    expect(nodeToFetch(stepped)).toBe(1);
    const fetching = run(stepped, { type: "fetch_started", generation, id: 1 });
    const next: ReviewAction = { type: "step", command: { kind: "next" } };
    const pressedOn = run(fetching, next, next, next);
    expect(pressedOn.current).toBe(4);
    expect(nodeToFetch(pressedOn)).toBeNull();
    const first = run(pressedOn, { type: "node_arrived", generation, node: node(1) });
    expect(first.shown?.position.node).toBe(1);
    expect(nodeToFetch(first)).toBe(4);
    expect(nodeToFetch(arrived(first, 4))).toBeNull();
  });

  it("remembers the variation chosen below a branch when stepping back and forth", () => {
    const inB = run(loaded, { type: "go_to", id: 10 }, { type: "step", command: { kind: "first" } });
    expect(inB.current).toBe(0);
    expect(run(inB, { type: "step", command: { kind: "last" } }).current).toBe(10);
    expect(run(loaded, { type: "go_to", id: 99 })).toBe(loaded);
  });

  it("drops an answer about a game no longer shown", () => {
    const waiting = run(loaded, { type: "go_to", id: 3 }, { type: "fetch_started", generation, id: 3 });
    const reopened = run(waiting, ...opening);
    const late = run(reopened, { type: "node_arrived", generation, node: node(3) });
    expect(late).toBe(reopened);
    expect(late.shown?.position.node).toBe(0);
  });

  it("does not ask again for a node that failed until the user goes somewhere", () => {
    const failed = run(
      loaded,
      { type: "go_to", id: 2 },
      { type: "fetch_started", generation, id: 2 },
      { type: "node_failed", generation, error: unexpected },
    );
    expect(failed.error).toEqual(unexpected);
    expect(failed.announcement?.message).toEqual({ kind: "failed", error: unexpected });
    expect(nodeToFetch(failed)).toBeNull();
    expect(nodeToFetch(run(failed, { type: "go_to", id: 2 }))).toBe(2);
  });

  it("says where it saved, renames the file only for its own document, and forgets the notice on failure", () => {
    const savedAs = { path: "/tmp/kopie.sgf", file_name: "kopie.sgf" };
    const saved = run(loaded, { type: "saved", doc: 1, file: savedAs });
    expect([saved.file?.file_name, saved.file?.path]).toEqual(["kopie.sgf", "/tmp/kopie.sgf"]);
    expect(saved.saved).toBe("kopie.sgf");
    expect(run(loaded, { type: "saved", doc: 7, file: savedAs }).file?.file_name).toBe("varianten.sgf");
    const failed = run(saved, { type: "failed", error: unexpected });
    expect([failed.saved, failed.error]).toEqual([null, unexpected]);
  });
});
