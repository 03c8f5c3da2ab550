//! Review test data: a small 19×19 game tree with three variations at move 4
//! and two more below the second, as the backend would send it, and a fake
//! backend answering for its nodes (stones by a naive replay: no captures).

import { vi } from "vitest";
import type { GameInfo, OpenedFile, PositionView, ReviewGame, ReviewNode, TreeNode, TreeShape } from "../ipc";
import { fakeIpc, japanese } from "./fakeIpc";
import type { FakeIpc } from "./fakeIpc";

//   0 root ─ 1 B pd ─ 2 W dp ─ 3 B pq ─ 4 W dd ┬ 5 B fq ─ 6 W cn          (A, main line)
//                                              ├ 7 B ce ─ 8 W dc ┬ 9 B dd  (B; 9 is illegal)
//                                              │                 └ 10 B cc
//                                              └ 11 B qf                   (C)
const PARENTS = [0, 0, 1, 2, 3, 4, 5, 4, 7, 8, 8, 4];
const MOVES = ["...", "Bpd", "Wdp", "Bpq", "Wdd", "Bfq", "Wcn", "Bce", "Wdc", "Bdd", "Bcc", "Bqf"];
const COMMENTS: Record<number, string> = {
  0: "Willkommen zum Nachspielen.",
  1: "Schwarz beginnt oben rechts.",
  4: "Hier verzweigt sich die Partie.",
  5: "Schwarz greift unten links an.",
  7: "Schwarz stört die Ecke oben links.",
  9: "Dieser Zug steht auf einem besetzten Punkt.",
  10: "Besser: Schwarz sucht Leben.",
};

/** The tree's shape as the backend sends it. */
export const SHAPE: TreeShape = {
  up: PARENTS.map((p, i) => i - p),
  ids: [],
  moves: MOVES.join(""),
  flags: MOVES.map((_, id) => (COMMENTS[id] ? 1 : 0) | (id === 1 ? 8 : 0) | (id === 7 ? 32 : 0) | (id === 5 ? 16 : 0)),
};

/** The game information of the fixture. */
export const INFO: GameInfo = {
  size: { width: 19, height: 19 },
  rules: {
    rules: japanese,
    preset: "japanese",
    text: "Japanese",
    axes: null,
    assumed: false,
  },
  komi: { komi: 6.5, text: "6.5" },
  handicap: null,
  players: { B: { name: "Hana Kuroda", rank: "3d", team: null }, W: { name: "Tomás Weiß", rank: "2d", team: null } },
  result: { result: { kind: "score", winner: "W", margin_halves: 5 }, winner: "W", text: "W+2.5" },
  date: { date: { year: 2024, month: 5, day: 11 }, text: "2024-05-11" },
  time: { main_ms: null, overtime: null, started_at: null, main_text: null, overtime_text: null },
  event: "Herbstturnier",
  round: "2",
  place: "Bremen",
  game_name: "Varianten zum Üben",
  application: null,
  copyright: null,
  source: null,
  user: null,
  annotator: null,
  opening: null,
  comment: null,
};

function path(id: number): number[] {
  const nodes: number[] = [];
  for (let at = id; at > 0; at = PARENTS[at] ?? 0) nodes.push(at);
  return nodes.reverse();
}

/** The node `id` as the backend would answer it (`doc` 1, game 0). */
export function node(id: number, content: Partial<TreeNode> = {}): ReviewNode {
  const black: string[] = [];
  const white: string[] = [];
  let last: ReviewNode["position"]["last_move"] = null;
  for (const step of path(id)) {
    const move = MOVES[step] ?? "...";
    const point = move.slice(1);
    const color = move.charAt(0) === "B" ? "B" : "W";
    if (black.includes(point) || white.includes(point)) continue;
    (color === "B" ? black : white).push(point);
    last = { color, move: { play: point } };
  }
  const position: PositionView = {
    node: id,
    size: { width: 19, height: 19 },
    black,
    white,
    to_play: "B",
    captures: { B: 0, W: 0 },
    move_number: path(id).length,
    last_move: last,
    illegal: [],
    ko: [],
    issues: id === 9 ? [{ code: "illegal", reason: "occupied" }] : [],
    end: null,
    dimmed: [],
  };
  const move = MOVES[id] ?? "...";
  const treeNode: TreeNode = {
    setup: { black: [], white: [], empty: [] },
    to_play: null,
    move: id === 0 ? null : { color: move.charAt(0) === "B" ? "B" : "W", move: { play: move.slice(1) } },
    markup: {
      ...{ circle: [], square: [], triangle: [], cross: [], selected: [] },
      ...{ labels: [], arrows: [], lines: [], dimmed: null },
    },
    comment: COMMENTS[id] ?? null,
    name: id === 1 ? "Erster Zug" : null,
    move_annotation: id === 7 ? { kind: "bad", emphasis: "normal" } : null,
    position_annotation: null,
    hotspot: null,
    time_left: { B: { ms: null, overtime: null }, W: { ms: null, overtime: null } },
    ...content,
  };
  return { doc: 1, game: 0, position, content: treeNode };
}

/** The fixture file as opened. */
export function openedFile(overrides: Partial<OpenedFile> = {}): OpenedFile {
  return {
    doc: 1,
    file_name: "varianten.sgf",
    path: "/home/anna/varianten.sgf",
    games: [{ index: 0, info: INFO, moves: 6, refused: null }],
    warnings: [],
    encoding: "UTF-8",
    ...overrides,
  };
}

/** The fixture game as chosen. */
export function reviewGame(overrides: Partial<ReviewGame> = {}): ReviewGame {
  return { doc: 1, game: 0, info: INFO, tree: SHAPE, warnings: [], start: node(0), ...overrides };
}

/** A fake backend with the fixture file waiting to be opened (as from the command line). */
export function reviewIpc(overrides: Parameters<typeof fakeIpc>[0] = {}): FakeIpc {
  return fakeIpc({
    openRequestedFile: vi.fn().mockResolvedValueOnce(openedFile()).mockResolvedValue(null),
    reviewGame: vi.fn(() => Promise.resolve(reviewGame())),
    reviewNode: vi.fn((_doc: number, _game: number, id: number) => Promise.resolve(node(id))),
    ...overrides,
  });
}
