import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import type { LibraryFilterInput, LibraryGameDetails, LogoIpc } from "../../ipc";
import { click, get, mount, press, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { gameView } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { details, libraryIpc, libraryRow, rows } from "../../testing/libraryFixtures";
import { FILTER_DELAY_MS } from "./useLibraryTable";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** The app on the library screen, its pages fetched. */
async function libraryScreen(ipc: LogoIpc): Promise<HTMLElement> {
  mounted = mount(<App ipc={ipc} />);
  await settle();
  click(get(mounted.container, "#nav-library"));
  await settle();
  return mounted.container;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, FILTER_DELAY_MS + 50));
const bodyRows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.lib-body [role="row"]')];
const row = (root: HTMLElement, index: number) => get(root, `.lib-body [aria-rowindex="${index + 2}"]`);
const filterPlayers = (ipc: FakeIpc) =>
  vi.mocked(ipc.libraryCount).mock.calls.map(([filter]: [LibraryFilterInput]) => filter.player);

describe("the library table", () => {
  it("shows the count and asks for the first page only, rendering just the rows in view", async () => {
    const ipc = libraryIpc(rows(1000));
    const root = await libraryScreen(ipc);
    expect(get(root, "#lib-count").textContent).toBe("1.000 Partien");
    expect(get(root, '[role="grid"]').getAttribute("aria-rowcount")).toBe("1001");
    expect(vi.mocked(ipc.libraryPage).mock.calls.map(([r]) => [r.offset, r.limit])).toEqual([[0, 100]]);
    const shown = bodyRows(root);
    expect(shown.length).toBeLessThan(40);
    expect(row(root, 0).textContent).toContain("Schwarz 0 (3d)");
    expect(row(root, 0).textContent).toContain("Japanisch");
    const tips = [...row(root, 0).querySelectorAll('[role="gridcell"]')].map((cell) => cell.getAttribute("title"));
    expect(tips, "a cell the column may clip tells its whole text").toContain("Schwarz 0 (3d)");
    expect(tips).toContain("1939-10-11");
  });

  it("reads the library again whenever it is shown: a game finished meanwhile is there", async () => {
    const games = rows(1);
    const root = await libraryScreen(libraryIpc(games));
    expect(get(root, "#lib-count").textContent).toBe("1 Partie");
    click(get(root, "#nav-play"));
    await settle();
    games.push(libraryRow(1));
    click(get(root, "#nav-library"));
    await settle();
    expect(get(root, "#lib-count").textContent).toBe("2 Partien");
  });

  it("asks the store for the page at the offset scrolled to, even among 100,000 games", async () => {
    const ipc = libraryIpc(rows(100_000));
    const root = await libraryScreen(ipc);
    expect(get(root, ".lib-body").style.height).toBe(`${100_000 * 30}px`);
    const scroller = get(root, ".lib-scroll");
    scroller.scrollTop = 99_950 * 30;
    scroller.dispatchEvent(new Event("scroll"));
    await settle();
    expect(vi.mocked(ipc.libraryPage).mock.calls.map(([r]) => r.offset)).toEqual([0, 99_900]);
    expect(row(root, 99_960).textContent).toContain("Schwarz 99960");
    expect(bodyRows(root).length, "only the rows in view and the active one are rendered").toBeLessThan(40);
    expect(root.querySelector('.lib-body [aria-rowindex="3"]'), "rows out of view are not rendered").toBeNull();
    expect(row(root, 0).getAttribute("tabindex"), "the active row stays, to keep the focus").toBe("0");
  });

  it("filters after a pause in typing and drops the answer of an older search", async () => {
    let answerFirst: (n: number) => void = () => {};
    const games = [libraryRow(1, { black: "Go Seigen" }), libraryRow(2, { black: "Kitani Minoru" })];
    const ipc = libraryIpc(games);
    const counted = ipc.libraryCount;
    vi.mocked(counted).mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const root = await libraryScreen(ipc);
    const player = get<HTMLInputElement>(root, "#lib-filter-player");
    type(player, "g");
    type(player, "go");
    type(player, "go sei");
    const grid = get(root, '[role="grid"]');
    expect(grid.getAttribute("aria-busy"), "busy while the filter waits to apply").toBe("true");
    await pause();
    await settle();
    expect(filterPlayers(ipc)).toEqual(["", "go sei"]);
    expect(grid.getAttribute("aria-busy")).toBeNull();
    answerFirst(1000);
    await settle();
    expect(get(root, "#lib-count").textContent).toBe("1 Partie");
    expect(bodyRows(root).map((r) => r.textContent)).toEqual([expect.stringContaining("Go Seigen")]);
  });

  it("offers the board sizes the library holds and filters by the kind of entry", async () => {
    const ipc = libraryIpc(rows(3));
    vi.mocked(ipc.libraryBoardSizes).mockResolvedValue([7, 19, 21]);
    const root = await libraryScreen(ipc);
    const sizes = [...root.querySelectorAll<HTMLOptionElement>("#lib-filter-size option")].map((o) => o.value);
    expect(sizes).toEqual(["", "21", "19", "7"]);
    const kinds = [...root.querySelectorAll<HTMLOptionElement>("#lib-filter-entry option")].map((o) => o.textContent);
    expect(kinds).toEqual(["alle", "Partie", "Lehrpartie", "Stellung"]);
    type(get<HTMLSelectElement>(root, "#lib-filter-entry"), "teaching");
    const asked = () => vi.mocked(ipc.libraryCount).mock.calls.map(([filter]: [LibraryFilterInput]) => filter.kind);
    await vi.waitFor(() => expect(asked()).toEqual([null, "teaching"]), { timeout: 3000 });
  });

  it("offers every rules text the library holds after the presets, in a group of its own, and filters by it", async () => {
    const ipc = libraryIpc(rows(3));
    vi.mocked(ipc.libraryRules).mockResolvedValue(["aga", "custom", "GOE", "Japanese", "Lasker-Maas"]);
    const root = await libraryScreen(ipc);
    const select = get<HTMLSelectElement>(root, "#lib-filter-rules");
    expect(select.labels?.[0]?.textContent).toContain("Regeln");
    const shown = [...select.options].map((o) => [o.value, o.textContent]);
    expect(shown.slice(6)).toEqual([
      ["custom", "Eigene Regeln"],
      ["GOE", "GOE"],
      ["Lasker-Maas", "Lasker-Maas"],
    ]);
    expect(shown.slice(0, 2)).toEqual([
      ["", "alle"],
      ["japanese", "Japanisch"],
    ]);
    const group = get(root, "#lib-filter-rules optgroup");
    expect(group.getAttribute("label")).toBe("Weitere Regeln in der Bibliothek");
    expect(group.querySelectorAll("option").length).toBe(3);
    type(select, "Lasker-Maas");
    const asked = () => vi.mocked(ipc.libraryCount).mock.calls.map(([filter]: [LibraryFilterInput]) => filter.rules);
    await vi.waitFor(() => expect(asked()).toEqual(["", "Lasker-Maas"]), { timeout: 3000 });
  });

  it("offers the handicaps and rule presets the backend allows", async () => {
    const ipc = libraryIpc(rows(3));
    const limits = await ipc.gameLimits();
    vi.mocked(ipc.gameLimits).mockResolvedValue({ ...limits, handicap: { min: 2, max: 5 } });
    const presets = await ipc.rulePresets();
    vi.mocked(ipc.rulePresets).mockResolvedValue(presets.filter((p) => p.preset !== "aga"));
    const root = await libraryScreen(ipc);
    const values = (id: string) => [...get<HTMLSelectElement>(root, id).options].map((o) => o.value);
    expect(values("#lib-filter-handicap")).toEqual(["", "0", "2", "3", "4", "5"]);
    expect(values("#lib-filter-rules")).not.toContain("aga");
    expect(values("#lib-filter-rules")).toContain("chinese");
  });

  it("sorts by a column when its header is pressed, and again the other way", async () => {
    const ipc = libraryIpc(rows(5));
    const root = await libraryScreen(ipc);
    const header = (key: string) => get(root, `#lib-sort-${key}`).parentElement?.getAttribute("aria-sort");
    expect(header("date")).toBe("none");
    click(get(root, "#lib-sort-date"));
    await settle();
    expect(header("date")).toBe("ascending");
    click(get(root, "#lib-sort-date"));
    await settle();
    expect(header("date")).toBe("descending");
    expect(header("black")).toBe("none");
    const sorts = vi.mocked(ipc.libraryPage).mock.calls.map(([r]) => [r.sort, r.descending]);
    expect(sorts).toEqual([
      ["added", true],
      ["date", false],
      ["date", true],
    ]);
  });

  it("moves with the arrow keys and opens the focused game for review with Enter", async () => {
    const ipc = libraryIpc(rows(10), {
      libraryOpenReview: vi.fn(() =>
        Promise.resolve({ doc: 4, file_name: "partie-2.sgf", path: null, games: [], warnings: [], encoding: "UTF-8" }),
      ),
    });
    const root = await libraryScreen(ipc);
    click(row(root, 0));
    await settle();
    press(document.activeElement ?? row(root, 0), "ArrowDown");
    press(document.activeElement ?? row(root, 0), "ArrowDown");
    await settle();
    expect(document.activeElement).toBe(row(root, 2));
    expect(row(root, 2).getAttribute("aria-selected")).toBe("true");
    expect(get(root, "#lib-detail-title").textContent).toBe("Schwarz 2 gegen Weiß 2");
    press(row(root, 2), "Enter");
    await settle();
    expect(ipc.libraryOpenReview).toHaveBeenCalledWith(2);
    expect(get(root, "#nav-review").getAttribute("aria-current")).toBe("page");
    expect(get(root, "#review-file").textContent).toBe("partie-2.sgf");
  });

  it("shows the result short in the table and in words in the details, never the SGF text twice", async () => {
    const game = libraryRow(0, { result: "W+2.5", winner: "W", result_kind: "points", margin_halves: 5 });
    const root = await libraryScreen(libraryIpc([game]));
    const cells = [...row(root, 0).querySelectorAll('[role="gridcell"]')];
    const result = cells.find((cell) => cell.textContent === "W+2,5");
    expect(result, "the result cell in German's numbers").toBeDefined();
    expect(result?.getAttribute("title")).toBe("Weiß gewinnt mit 2,5 Punkten Vorsprung.");
    click(row(root, 0));
    await settle();
    expect(get(root, "#lib-detail-result").textContent).toBe("Weiß gewinnt mit 2,5 Punkten Vorsprung.");
    expect(get(root, "#lib-sort-result").textContent).toBe("Ergebnis");
  });

  it("opens a game with one click on its row's button", async () => {
    const ipc = libraryIpc(rows(3));
    const root = await libraryScreen(ipc);
    const button = get(row(root, 1), "button");
    expect(button.getAttribute("aria-label")).toBe("Schwarz 1 gegen Weiß 1 nachspielen");
    click(button);
    await settle();
    expect(ipc.libraryOpenReview).toHaveBeenCalledWith(1);
  });
});

describe("a game's details", () => {
  it("adds and removes tags, and the tag filter lists them", async () => {
    const game = libraryRow(7);
    const tagged = (tags: string[]): LibraryGameDetails => details({ ...game, tags });
    const ipc = libraryIpc([game], {
      libraryAddTag: vi.fn(() => Promise.resolve(tagged(["Lehrpartie"]))),
      libraryRemoveTag: vi.fn(() => Promise.resolve(tagged([]))),
    });
    const root = await libraryScreen(ipc);
    vi.mocked(ipc.libraryTags).mockResolvedValue([{ name: "Lehrpartie", games: 1 }]);
    type(get<HTMLInputElement>(root, "#lib-tag-input"), "Lehrpartie");
    press(get(root, "#lib-tag-input"), "Enter");
    await settle();
    expect(ipc.libraryAddTag).toHaveBeenCalledWith(7, "Lehrpartie");
    expect(get(root, "#lib-tag-list").textContent).toContain("Lehrpartie");
    const options = [...root.querySelectorAll("#lib-filter-tag option")].map((o) => o.textContent);
    expect(options).toEqual(["alle", "Lehrpartie (1)"]);
    click(get(root, '[aria-label="Schlagwort „Lehrpartie“ entfernen"]'));
    await settle();
    expect(ipc.libraryRemoveTag).toHaveBeenCalledWith(7, "Lehrpartie");
    expect(root.querySelector("#lib-tag-list")).toBeNull();
  });

  it("keeps a note", async () => {
    const ipc = libraryIpc([libraryRow(3)]);
    const root = await libraryScreen(ipc);
    type(get<HTMLTextAreaElement>(root, "#lib-note") as unknown as HTMLInputElement, "Zug 37 ansehen");
    click(get(root, "#lib-note-save"));
    await settle();
    expect(ipc.librarySetNote).toHaveBeenCalledWith(3, "Zug 37 ansehen");
    expect(get(root, "#lib-note-saved").textContent).toBe("Notiz gespeichert.");
  });

  it("deletes only after confirmation and undoes the last delete", async () => {
    const ipc = libraryIpc(rows(4), {
      libraryDelete: vi.fn(() => Promise.resolve(1)),
      libraryUndoDelete: vi.fn(() => Promise.resolve(1)),
    });
    const root = await libraryScreen(ipc);
    const counts = () => vi.mocked(ipc.libraryCount).mock.calls.length;
    click(get(root, "#lib-delete"));
    expect(get(root, "#lib-delete-confirm").textContent).toContain("Schwarz 0 gegen Weiß 0 löschen?");
    expect(ipc.libraryDelete).not.toHaveBeenCalled();
    const before = counts();
    click(get(root, "#lib-delete-yes"));
    await settle();
    expect(ipc.libraryDelete).toHaveBeenCalledWith([0]);
    expect(root.querySelector("#lib-delete-confirm")).toBeNull();
    expect(get(root, "#lib-news").textContent).toContain("Eine Partie gelöscht.");
    expect(counts()).toBe(before + 1);
    click(get(root, "#lib-undo"));
    await settle();
    expect(ipc.libraryUndoDelete).toHaveBeenCalled();
    expect(get(root, "#lib-news").textContent).toBe("Eine Partie ist wieder da.");
    expect(counts()).toBe(before + 2);
  });

  it("continues a game from the chosen move after confirmation, on the play screen", async () => {
    const ipc = libraryIpc([libraryRow(5, { moves: 80 })], {
      libraryContinue: vi.fn(() => Promise.resolve(gameView({ move_number: 40 }))),
    });
    const root = await libraryScreen(ipc);
    type(get<HTMLInputElement>(root, "#lib-continue-move"), "40");
    click(get(root, "#lib-continue"));
    expect(get(root, "#lib-continue-confirm").textContent).toContain("nach Zug 40");
    click(get(root, "#lib-continue-yes"));
    await settle();
    expect(ipc.libraryContinue).toHaveBeenCalledWith(5, 40);
    expect(get(root, "#nav-play").getAttribute("aria-current")).toBe("page");
  });
});

describe("exporting and the duplicate groups", () => {
  it("exports the original or clean FF[4] where the user chooses", async () => {
    const ipc = libraryIpc([libraryRow(4)], {
      libraryExport: vi.fn(() => Promise.resolve({ path: "/home/anna/partie.sgf", file_name: "partie.sgf" })),
    });
    const root = await libraryScreen(ipc);
    click(get(root, "#lib-export-original"));
    await settle();
    expect(ipc.libraryExport).toHaveBeenCalledWith(4, "original", {
      title: "Partie exportieren",
      filter: "SGF-Partien",
    });
    expect(get(root, "#lib-notice").textContent).toBe("Gespeichert als „partie.sgf“.");
    click(get(root, "#lib-export-normalized"));
    await settle();
    expect(ipc.libraryExport).toHaveBeenLastCalledWith(4, "normalized", expect.anything());
  });

  it("lists the groups of copies; all are kept, or one is deleted after confirmation", async () => {
    const copies = (first: number) => ({
      games: [
        libraryRow(first, { black: "Go Seigen" }),
        libraryRow(first + 1, { black: "Go Seigen", source: "kopie.sgf" }),
      ],
    });
    const ipc = libraryIpc(rows(3), {
      libraryDuplicates: vi.fn(() => Promise.resolve([copies(10), copies(20)])),
      libraryKeepDuplicates: vi.fn(() => Promise.resolve(2)),
      libraryDelete: vi.fn(() => Promise.resolve(1)),
    });
    const root = await libraryScreen(ipc);
    click(get(root, "#lib-show-duplicates"));
    await settle();
    expect(get(root, "#lib-show-duplicates").getAttribute("aria-pressed")).toBe("true");
    const groups = () => [...root.querySelectorAll<HTMLElement>(".lib-group")];
    expect(groups().map((g) => g.getAttribute("aria-label"))).toEqual([
      "Go Seigen gegen Weiß 10, 2 Kopien",
      "Go Seigen gegen Weiß 20, 2 Kopien",
    ]);
    click(get(groups()[0] ?? root, ".lib-keep"));
    await settle();
    expect(ipc.libraryKeepDuplicates).toHaveBeenCalledWith(10);
    expect(groups()).toHaveLength(1);
    click(get(root, '[aria-label="Die Kopie aus „kopie.sgf“ löschen"]'));
    click(get(root, "#lib-delete-yes"));
    await settle();
    expect(ipc.libraryDelete).toHaveBeenCalledWith([21]);
    expect(vi.mocked(ipc.libraryDuplicates).mock.calls.length, "the groups are fetched again").toBe(2);
  });
});

describe("importing", () => {
  it("shows the progress counting up, cancels, and reports failures with line and column", async () => {
    const ipc = libraryIpc(rows(2), { libraryImportDialog: vi.fn(() => Promise.resolve(1)) });
    const root = await libraryScreen(ipc);
    click(get(root, "#lib-import-folder"));
    await settle();
    expect(ipc.libraryImportDialog).toHaveBeenCalledWith(
      "folder",
      expect.objectContaining({ title: expect.any(String) }),
    );
    const status = {
      import: 1,
      files_total: 3000,
      files_done: 1200,
      games_imported: 1100,
      duplicates: 50,
      failures: 2,
    };
    ipc.emitImportProgress(status);
    await settle();
    expect(get(root, "#import-files").textContent).toBe("1.200 von 3.000 Dateien");
    const bar = get<HTMLProgressElement>(root, "#import-progress");
    expect([bar.value, bar.max]).toEqual([1200, 3000]);
    expect(get(root, "#import-games").textContent).toBe("1.100 Partien übernommen");
    expect(get(root, "#import-duplicates").textContent).toBe("50 Duplikate");
    expect(get(root, "#import-failures").textContent).toBe("2 Fehler");
    expect(get<HTMLButtonElement>(root, "#lib-import-files").disabled).toBe(true);
    click(get(root, "#import-cancel"));
    expect(ipc.libraryCancelImport).toHaveBeenCalled();
    const recounts = vi.mocked(ipc.libraryCount).mock.calls.length;
    ipc.emitImportDone({
      import: 1,
      files: 1300,
      games: 1220,
      imported: 1180,
      identical: 40,
      similar: 12,
      repaired: 1,
      failures: 1,
      refused_games: 0,
      failed: [{ path: "/home/anna/einkauf.sgf", problem: { code: "not_sgf", line: 1, column: 1 } }],
      repaired_files: [
        { path: "/home/anna/kaputt.sgf", warnings: [{ line: 3, column: 9, code: "unterminated_value" }] },
      ],
      cancelled: true,
      error: null,
    });
    await settle();
    expect(root.querySelector("#import-running")).toBeNull();
    expect(get(root, "#import-headline").textContent).toContain(
      "Abgebrochen: 1.180 Partien aus 1.300 Dateien übernommen",
    );
    expect(get(root, "#import-sum-found").textContent).toBe(
      "1.220 Partien in den Dateien gefunden: 1.180 übernommen, 40 schon in der Bibliothek, 0 abgelehnt.",
    );
    expect(get(root, "#import-sum-similar").textContent).toBe(
      "12 der übernommenen Partien haben dieselben Züge wie eine Partie, die schon da war; die Bibliothek führt sie unter „Duplikate“.",
    );
    expect(get(root, "#import-sum-unreadable").textContent).toBe(
      "Eine Datei ließ sich nicht lesen; sie zählt nicht zu den gefundenen Partien.",
    );
    expect(get(root, "#import-failed").textContent).toContain(
      "/home/anna/einkauf.sgf — Zeile 1, Spalte 1: keine SGF-Partie gefunden.",
    );
    expect(get(root, "#import-repaired").textContent).toContain("/home/anna/kaputt.sgf");
    expect(get(root, "#import-repaired").textContent).toContain("Zeile 3, Spalte 9");
    expect(vi.mocked(ipc.libraryCount).mock.calls.length).toBe(recounts + 1);
  });

  it("imports what is dropped on the library screen and opens it for review elsewhere", async () => {
    const ipc = libraryIpc(rows(1), { libraryImportDropped: vi.fn(() => Promise.resolve(3)) });
    const root = await libraryScreen(ipc);
    ipc.emitFileDrag(true);
    await settle();
    expect(get(root, ".app-drop").textContent).toBe(
      "Loslassen, um die Dateien und Ordner in die Bibliothek zu übernehmen",
    );
    ipc.emitOpenRequested();
    await settle();
    expect(ipc.libraryImportDropped).toHaveBeenCalledTimes(1);
    expect(get(root, "#import-running")).toBeTruthy();
    const opens = vi.mocked(ipc.openRequestedFile).mock.calls.length;
    click(get(root, "#nav-play"));
    await settle();
    ipc.emitOpenRequested();
    await settle();
    expect(ipc.libraryImportDropped).toHaveBeenCalledTimes(1);
    expect(vi.mocked(ipc.openRequestedFile).mock.calls.length).toBe(opens + 1);
  });

  it("opens a file handed over by a second start for review, as no drop waits to be imported", async () => {
    const ipc = libraryIpc(rows(1));
    const root = await libraryScreen(ipc);
    const opens = vi.mocked(ipc.openRequestedFile).mock.calls.length;
    ipc.emitOpenRequested();
    await settle();
    expect(ipc.libraryImportDropped).toHaveBeenCalledTimes(1);
    expect(root.querySelector("#import-running")).toBeNull();
    expect(vi.mocked(ipc.openRequestedFile).mock.calls.length).toBe(opens + 1);
    expect(get(root, "#nav-review").getAttribute("aria-current")).toBe("page");
  });
});
