//! Library rows and a fake library backend for component tests: a list of
//! games that the fake counts, filters by player and pages by offset like
//! the real one. Test support only.

import { vi } from "vitest";
import type { LibraryGameDetails, LibraryPageRequest, LibraryRow } from "../ipc";
import { fakeIpc } from "./fakeIpc";
import type { FakeIpc } from "./fakeIpc";

/** A game as a table row (test data). */
export function libraryRow(id: number, overrides: Partial<LibraryRow> = {}): LibraryRow {
  return {
    id,
    black: `Schwarz ${id}`,
    black_rank: "3d",
    white: `Weiß ${id}`,
    white_rank: null,
    result: "B+R",
    winner: "B",
    result_kind: "resignation",
    margin_halves: null,
    date: "1939-10-11",
    date_iso: "1939-10-11",
    width: 19,
    height: 19,
    handicap: 0,
    komi: 6.5,
    rules: "japanese",
    moves: 120,
    event: "Oteai",
    source: `partie-${id}.sgf`,
    origin: "imported",
    kind: "game",
    title: null,
    duplicates: 0,
    tags: [],
    ...overrides,
  };
}

/** The details of `row` as the backend sends them (test data). */
export function details(row: LibraryRow, note = ""): LibraryGameDetails {
  return {
    row,
    source_path: row.source && `/home/anna/Partien/${row.source}`,
    game_name: row.title,
    round: null,
    place: null,
    note,
    file_warnings: [],
    game_warnings: [],
  };
}

/** Games 0..count-1, with names that say their number. */
export function rows(count: number): LibraryRow[] {
  return Array.from({ length: count }, (_, id) => libraryRow(id));
}

/** A fake backend whose library holds `games`: counted and paged, filtered by any part of a player's name. */
export function libraryIpc(games: LibraryRow[], overrides: Parameters<typeof fakeIpc>[0] = {}): FakeIpc {
  const matching = (player: string) =>
    games.filter((g) => `${g.black} ${g.white}`.toLowerCase().includes(player.trim().toLowerCase()));
  return fakeIpc({
    libraryCount: vi.fn((filter) => Promise.resolve(matching(filter.player).length)),
    libraryPage: vi.fn((request: LibraryPageRequest) =>
      Promise.resolve(matching(request.filter.player).slice(request.offset, request.offset + request.limit)),
    ),
    libraryGame: vi.fn((id: number) => {
      const row = games.find((g) => g.id === id);
      return row ? Promise.resolve(details(row)) : Promise.reject({ code: "not_in_library" });
    }),
    ...overrides,
  });
}
