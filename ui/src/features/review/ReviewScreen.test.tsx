import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import { setLocale } from "../../i18n";
import type { ConvertWarning, Warning } from "../../ipc";
import { click, get, mount, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { gameView } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { openedFile, reviewGame, reviewIpc } from "../../testing/reviewFixtures";
import { teachView } from "../../testing/teachFixtures";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

async function start(ipc: FakeIpc) {
  mounted = mount(<App ipc={ipc} />);
  await settle();
  return mounted.container;
}
const text = (root: Element, selector: string) => get(root, selector).textContent?.trim();
async function key(name: string) {
  act(() => {
    window.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  });
  await settle();
}
async function keys(...names: string[]) {
  for (const name of names) await key(name);
}
const shownNode = (ipc: FakeIpc) => vi.mocked(ipc.reviewNode).mock.lastCall?.[2];

describe("the review screen", () => {
  it("enters TEACH on a copy of the game at the node shown, by button and by Ctrl+T", async () => {
    const ipc = reviewIpc();
    ipc.teachFromReview = vi.fn(() => Promise.resolve(teachView({ origin: "review" })));
    const root = await start(ipc);
    await keys("ArrowRight", "ArrowRight");
    click(get(root, "#btn-review-teach"));
    await settle();
    expect(ipc.teachFromReview).toHaveBeenCalledWith(openedFile().doc, 0, 2);
    expect(text(root, "#teach-banner")).toContain("Kopie der nachgespielten Partie");
    click(get(root, "#nav-review"));
    await settle();
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "t", ctrlKey: true, bubbles: true, cancelable: true }));
    });
    await settle();
    expect(ipc.teachFromReview).toHaveBeenCalledTimes(2);
  });

  it("opens the file named at start on the review screen with its information", async () => {
    const ipc = reviewIpc();
    const root = await start(ipc);
    expect(get(root, "#nav-review").getAttribute("aria-current")).toBe("page");
    expect(text(root, "#review-file")).toBe("varianten.sgf");
    expect(text(root, "#node-move")).toBe("Anfangsstellung");
    expect(text(root, "#node-comment")).toBe("Willkommen zum Nachspielen.");
    expect(text(root, "#info-black")).toBe("Hana Kuroda (3d)");
    expect(text(root, "#info-result")).toBe("Weiß gewinnt mit 2,5 Punkten Vorsprung. (W+2.5)");
    expect(text(root, "#info-event")).toBe("Herbstturnier, 2");
    expect(text(root, "#info-rules")).toBe("Japanisch");
    expect(text(root, "#info-date")).toBe("11.05.2024");
  });

  it("steps with the arrow keys, shows variations as lettered ghosts and switches them with Up/Down", async () => {
    const ipc = reviewIpc();
    const root = await start(ipc);
    const enabled = () => [
      !get<HTMLButtonElement>(root, "#nav-up").disabled,
      !get<HTMLButtonElement>(root, "#nav-down").disabled,
    ];
    // The main line before its first branch has no other variation to go to.
    expect(enabled()).toEqual([false, false]);
    await keys("ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight");
    expect(shownNode(ipc)).toBe(4);
    expect(enabled()).toEqual([false, false]);
    expect(text(root, "#node-move")).toBe("Zug 4: Weiß D16");
    const ghost = (point: string) => get(root, `[data-point="${point}"]`);
    expect([ghost("fq").dataset.ghost, ghost("ce").dataset.ghost, ghost("qf").dataset.ghost]).toEqual(["B", "B", "B"]);
    expect(ghost("ce").getAttribute("aria-label")).toBe("C15, schwarzer Stein angedeutet, Beschriftung B");
    expect(root.querySelectorAll("[data-variation]")).toHaveLength(3);
    expect(text(root, '[data-testid="review-announcer"]')).toBe("Zug 4: Weiß D16, mit Kommentar, 3 Varianten");

    await key("ArrowRight");
    expect(text(root, "#node-comment")).toBe("Schwarz greift unten links an.");
    expect(enabled()).toEqual([false, true]);
    await key("ArrowDown");
    expect(shownNode(ipc)).toBe(7);
    expect(enabled()).toEqual([true, true]);
    expect(text(root, "#node-comment")).toBe("Schwarz stört die Ecke oben links.");
    expect(text(root, "#node-annotations")).toBe("schlechter Zug");
    await key("ArrowDown");
    expect(shownNode(ipc)).toBe(11);
    expect(enabled()).toEqual([true, false]);
    await key("ArrowUp");
    expect(shownNode(ipc)).toBe(7);
  });

  it("keeps the depth when switching variations below a branch, and flags an illegal move", async () => {
    const ipc = reviewIpc();
    const root = await start(ipc);
    click(get(root, '[data-node="6"]'));
    await settle();
    expect(text(root, "#node-move")).toBe("Zug 6: Weiß C6");
    await key("ArrowDown");
    expect(shownNode(ipc)).toBe(8);
    await key("ArrowRight");
    expect(shownNode(ipc)).toBe(9);
    expect(text(root, "#node-issues")).toBe(
      "Regelwidrig: Auf diesem Punkt liegt schon ein Stein, daher ändert der Zug die Stellung nicht.",
    );
    await key("ArrowDown");
    expect(shownNode(ipc)).toBe(10);
    expect(root.querySelector("#node-issues")).toBeNull();
  });

  it("goes to the start, the end, a move by number and by the slider", async () => {
    const ipc = reviewIpc();
    const root = await start(ipc);
    await key("End");
    expect(shownNode(ipc)).toBe(6);
    await key("Home");
    expect(text(root, "#node-move")).toBe("Anfangsstellung");
    type(get<HTMLInputElement>(root, "#review-jump"), "3");
    act(() => {
      get(root, ".review-jump").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(shownNode(ipc)).toBe(3);
    const slider = get<HTMLInputElement>(root, "#review-slider");
    expect(slider.max).toBe("6");
    expect(slider.getAttribute("aria-valuetext")).toBe("Zug 3 von 6");
    type(slider, "5");
    await settle();
    expect(shownNode(ipc)).toBe(5);
  });

  it("clicks a ghost stone to enter its variation and shows move numbers on demand", async () => {
    const ipc = reviewIpc();
    const root = await start(ipc);
    await keys("ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight");
    click(get(root, '[data-point="qf"]'));
    await settle();
    expect(shownNode(ipc)).toBe(11);
    expect(document.activeElement?.getAttribute("data-node")).toBe("11");
    await key("ArrowUp");
    expect(shownNode(ipc)).toBe(7);
    expect(document.activeElement?.getAttribute("data-node")).toBe("7");
    await key("ArrowDown");
    click(get(root, "#btn-move-numbers"));
    expect(get(root, '[data-point="pd"]').getAttribute("aria-label")).toContain("Zug 1");
    expect(get(root, '[data-point="qf"]').getAttribute("aria-label")).toContain("Zug 5");
  });

  it("lists the warnings of a lenient read with line and column", async () => {
    const fileWarnings: Warning[] = [{ line: 3, column: 14, code: "unterminated_value" }];
    const gameWarnings: ConvertWarning[] = [
      { position: { line: 1, column: 40 }, code: "unreadable_date", text: "im Frühling" },
    ];
    const ipc = reviewIpc({
      openRequestedFile: vi.fn().mockResolvedValueOnce(openedFile({ warnings: fileWarnings })),
      reviewGame: vi.fn(() => Promise.resolve(reviewGame({ warnings: gameWarnings }))),
    });
    const root = await start(ipc);
    expect(text(root, "#review-warnings summary")).toBe("2 Hinweise beim Lesen der Datei");
    const items = [...root.querySelectorAll("#review-warnings li")].map((li) => li.textContent);
    expect(items).toEqual([
      "Zeile 3, Spalte 14: Die Datei endet mitten in einem Wert; der Anfang wurde behalten.",
      "Zeile 1, Spalte 40: Das Datum „im Frühling“ ist nicht lesbar.",
    ]);
  });

  it("explains a file it cannot open in one sentence, in English too", async () => {
    setLocale("en");
    const refused = {
      code: "open_failed",
      file: "huge.sgf",
      problem: {
        code: "game_refused",
        game: 1,
        line: 1,
        column: 2,
        reason: { code: "unsupported_board_size", width: 37, height: 37 },
      },
    };
    const ipc = reviewIpc({ openRequestedFile: vi.fn().mockRejectedValueOnce(refused) });
    const root = await start(ipc);
    expect(text(root, "#review-error")).toBe(
      "“huge.sgf” cannot be opened because its board is 37 × 37 and LoGo shows at most 25 × 25.",
    );
    expect(root.querySelector("#review-empty")).not.toBeNull();
  });

  it("offers the games of a collection and says why one cannot be shown", async () => {
    const file = openedFile({
      games: [
        { index: 0, info: null, moves: 0, refused: { code: "unsupported_board_size", width: 30, height: 30 } },
        ...openedFile().games.map((g) => ({ ...g, index: 1 })),
        ...openedFile().games.map((g) => ({ ...g, index: 2 })),
      ],
    });
    const ipc = reviewIpc({ openRequestedFile: vi.fn().mockResolvedValueOnce(file) });
    const root = await start(ipc);
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("#game-chooser button")];
    expect(buttons.map((b) => b.disabled)).toEqual([true, false, false]);
    expect(buttons[0]?.textContent).toBe("1: Brett 30 × 30, größer als LoGo zeigen kann");
    const second = "2: Hana Kuroda gegen Tomás Weiß, Varianten zum Üben, 2024-05-11, 6 Züge";
    expect(buttons[1]?.textContent).toBe(second);
    click(get(root, '[data-game="2"]'));
    await settle();
    expect(ipc.reviewGame).toHaveBeenCalledWith(1, 2);
  });

  it("saves the file and says so, or says why not without losing anything", async () => {
    const saveReview = vi
      .fn()
      .mockResolvedValueOnce({ path: "/home/anna/varianten.sgf", file_name: "varianten.sgf" })
      .mockRejectedValueOnce({ code: "save_failed", file: "varianten.sgf", problem: { code: "disk_full" } });
    const ipc = reviewIpc({ saveReview });
    const root = await start(ipc);
    click(get(root, "#btn-save"));
    await settle();
    expect(text(root, "#review-notice")).toBe("Gespeichert als „varianten.sgf“.");
    click(get(root, "#btn-save"));
    await settle();
    expect(text(root, "#review-error")).toBe(
      "„varianten.sgf“ wurde nicht gespeichert, weil der Datenträger voll ist – alles bleibt geöffnet, nichts geht verloren.",
    );
    expect(text(root, "#node-comment")).toBe("Willkommen zum Nachspielen.");
  });

  it("asks where to save a game that lives in no file yet, and saves there after", async () => {
    const moved = { path: "/home/anna/LoGo.sgf", file_name: "LoGo.sgf" };
    const ipc = reviewIpc({
      openRequestedFile: vi.fn(() => Promise.resolve(openedFile({ path: null, file_name: "LoGo.sgf" }))),
      saveReviewAs: vi.fn(() => Promise.resolve(moved)),
      saveReview: vi.fn(() => Promise.resolve(moved)),
    });
    const root = await start(ipc);
    expect(text(root, "#review-file")).toBe("LoGo.sgf");
    click(get(root, "#btn-save"));
    await settle();
    expect(ipc.saveReviewAs).toHaveBeenCalledWith(1, { title: "SGF-Datei speichern unter", filter: "SGF-Partien" });
    expect(ipc.saveReview).not.toHaveBeenCalled();
    expect(text(root, "#review-notice")).toBe("Gespeichert als „LoGo.sgf“.");
    click(get(root, "#btn-save"));
    await settle();
    expect(ipc.saveReview).toHaveBeenCalledWith(1);
    expect(ipc.saveReviewAs).toHaveBeenCalledTimes(1);
  });

  it("opens a file dropped on the window while playing, and the game in progress is still there after", async () => {
    const openRequestedFile = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(openedFile());
    const currentGame = vi.fn(() => Promise.resolve(gameView({ black: ["ee"] })));
    const ipc = reviewIpc({ openRequestedFile, currentGame });
    const root = await start(ipc);
    expect(get(root, '[data-point="ee"]').dataset.stone).toBe("B");
    act(() => ipc.emitFileDrag(true));
    expect(root.querySelector(".app-drop")).not.toBeNull();
    act(() => {
      ipc.emitFileDrag(false);
      ipc.emitOpenRequested();
    });
    await settle();
    expect(text(root, "#review-file")).toBe("varianten.sgf");
    click(get(root, "#nav-play"));
    await settle();
    expect(currentGame).toHaveBeenCalledTimes(2);
    expect(get(root, '[data-point="ee"]').dataset.stone).toBe("B");
    click(get(root, "#nav-review"));
    expect(text(root, "#node-comment")).toBe("Willkommen zum Nachspielen.");
  });

  it("opens through the dialog and shows the busy note while reading takes long", async () => {
    vi.useFakeTimers();
    let finish: (value: unknown) => void = () => {};
    const openRequestedFile = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const ipc = reviewIpc({ openRequestedFile, openSgfDialog: vi.fn(() => Promise.resolve(true)) });
    mounted = mount(<App ipc={ipc} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    click(get(mounted.container, "#nav-review"));
    click(get(mounted.container, "#btn-open"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(ipc.openSgfDialog).toHaveBeenCalledWith({ title: "SGF-Datei öffnen", filter: "SGF-Partien" });
    expect(text(mounted.container, "#review-busy")).toBe("Die Datei wird gelesen …");
    await act(async () => {
      finish(openedFile());
      await vi.advanceTimersByTimeAsync(10);
    });
    vi.useRealTimers();
    await settle();
    expect(mounted.container.querySelector("#review-busy")).toBeNull();
    expect(text(mounted.container, "#review-file")).toBe("varianten.sgf");
  });
});

describe("saving the game in progress", () => {
  it("asks for a place and says where it went", async () => {
    const savePlayedGame = vi.fn(() => Promise.resolve({ path: "/tmp/partie.sgf", file_name: "partie.sgf" }));
    const ipc = reviewIpc({ openRequestedFile: vi.fn(() => Promise.resolve(null)), savePlayedGame });
    const root = await start(ipc);
    click(get(root, "#btn-save-sgf"));
    await settle();
    expect(savePlayedGame).toHaveBeenCalledWith({ title: "Partie als SGF speichern", filter: "SGF-Partien" });
    expect(text(root, "#save-status")).toBe("Gespeichert als „partie.sgf“.");
  });

  it("says why it could not be written", async () => {
    const failure = { code: "save_failed", file: "partie.sgf", problem: { code: "permission_denied" } };
    const ipc = reviewIpc({
      openRequestedFile: vi.fn(() => Promise.resolve(null)),
      savePlayedGame: vi.fn(() => Promise.reject(failure)),
    });
    const root = await start(ipc);
    click(get(root, "#btn-save-sgf"));
    await settle();
    expect(text(root, "#save-status")).toContain("weil LoGo dort nicht schreiben darf");
  });
});
