import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../i18n";
import { click, get, mount, settle } from "../testing/dom";
import type { Mounted } from "../testing/dom";
import { fakeIpc, gameView } from "../testing/fakeIpc";
import { koPage } from "../testing/lessonFixtures";
import { App } from "./App";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("the app shell", () => {
  it("opens the game in progress and shows no banner when the database is fine", async () => {
    const ipc = fakeIpc({ currentGame: vi.fn(() => Promise.resolve(gameView({ black: ["ee"] }))) });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    expect(get(root, '[data-point="ee"]').dataset.stone).toBe("B");
    expect(root.querySelector("#db-banner")).toBeNull();
  });

  it("warns without blocking when the database cannot be used", async () => {
    const ipc = fakeIpc({
      appStatus: vi.fn(() =>
        Promise.resolve({
          db: { state: "unavailable" as const, path: "/home/a/logo.sqlite3", problem: "locked" as const },
          game_set_aside: null,
        }),
      ),
    });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    const banner = get(root, "#db-banner");
    expect(banner.textContent).toContain(
      "Ein anderes Programm sperrt die Datenbank, daher funktioniert LoGo weiter, speichert aber nichts, und die Datei bleibt unverändert.",
    );
    expect(banner.textContent).toContain("/home/a/logo.sqlite3");
    expect(root.querySelectorAll('[role="gridcell"]')).toHaveLength(81);
    click(get(banner, "button"));
    expect(root.querySelector("#db-banner")).toBeNull();
  });

  it("tells once, in the user's language, that an unreadable saved game was kept and a new one started", async () => {
    setLocale("en");
    const ipc = fakeIpc({
      appStatus: vi.fn(() =>
        Promise.resolve({
          db: { state: "ok" as const, path: "/home/a/logo.sqlite3" },
          game_set_aside: { reason: "newer_version" as const },
        }),
      ),
    });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    const banner = get(root, "#set-aside-banner");
    expect(banner.getAttribute("role")).toBe("status");
    expect(banner.textContent).toContain("saved by a newer version of LoGo");
    expect(banner.textContent).toContain("kept unchanged");
    expect(root.querySelector("#db-banner")).toBeNull();
    expect(root.querySelectorAll('[role="gridcell"]')).toHaveLength(81);
    const dismiss = get(banner, "button");
    expect(dismiss.textContent).toBe("Close the notice about the kept game");
    click(dismiss);
    expect(root.querySelector("#set-aside-banner")).toBeNull();
    expect(ipc.appStatus).toHaveBeenCalledTimes(1);
  });

  it("starts a new game from the play screen", async () => {
    const ipc = fakeIpc({ newGame: vi.fn(() => Promise.resolve(gameView({ size: { width: 13, height: 13 } }))) });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    click(get(root, "#btn-new-game"));
    await settle();
    click(get(root, "#ng-start"));
    await settle();
    expect(root.querySelector("#new-game-dialog")).toBeNull();
    expect(root.querySelectorAll('[role="gridcell"]')).toHaveLength(169);
    expect(get(root, '[data-testid="announcer"]').textContent).toBe("Neue Partie auf 13 × 13");
  });

  it("speaks the language chosen while it runs, without losing the game or the screen", async () => {
    const ipc = fakeIpc({ currentGame: vi.fn(() => Promise.resolve(gameView({ black: ["ee"] }))) });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    expect(get(root, "#nav-play").textContent).toBe("Spielen");
    expect(get(root, "#turn").textContent).toBe("Schwarz ist am Zug");
    expect(get(root, '[data-point="ee"]').getAttribute("aria-label")).toBe("E5, schwarzer Stein");
    act(() => setLocale("en"));
    expect(get(root, "#nav-play").textContent).toBe("Play");
    expect(get(root, "#nav-review").textContent).toBe("Review");
    expect(get(root, "#turn").textContent).toBe("Black to play");
    expect(get(root, '[data-point="ee"]').getAttribute("aria-label")).toBe("E5, black stone");
    expect(ipc.currentGame).toHaveBeenCalledTimes(1);
  });

  it("offers to try again when the game in progress cannot be loaded", async () => {
    const currentGame = vi.fn().mockRejectedValueOnce("bridge down").mockResolvedValue(gameView());
    mounted = mount(<App ipc={fakeIpc({ currentGame })} />);
    await settle();
    const root = mounted.container;
    expect(root.textContent).toContain("Die laufende Partie konnte nicht geladen werden.");
    click(get(root, ".app-state button"));
    await settle();
    expect(root.querySelectorAll('[role="gridcell"]')).toHaveLength(81);
  });

  it("opens the short rules from Learn and from the glossary, page by page, and leads back to Learn", async () => {
    const course = { lessons: [], resume: null, problems: [], unsaved: null };
    const rules = (page: string | null) =>
      koPage({
        lesson: "rules",
        title: { text: "Regeln in Kürze", language: "de", fell_back: false },
        page: page ?? "board",
        number: page === "liberties" ? 2 : 1,
        pages: 2,
        previous: page === "liberties" ? "board" : null,
        next: page === "liberties" ? null : "liberties",
        exercise: null,
      });
    const ipc = fakeIpc({
      learnCourse: vi.fn(() => Promise.resolve(course)),
      learnPage: vi.fn((_lesson: string, page: string | null) => Promise.resolve(rules(page))),
    });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    click(get(root, "#nav-learn"));
    await settle();
    click(get(root, "#btn-rules"));
    await settle();
    expect(ipc.learnPage).toHaveBeenLastCalledWith("rules", null, "de");
    expect(get(root, "#lesson-title").textContent).toBe("Regeln in Kürze");
    // The short rules belong to Learn: its entry stays current, and no other is.
    expect(get(root, "#nav-learn").getAttribute("aria-current")).toBe("page");
    expect(root.querySelectorAll('.app-nav [aria-current="page"]')).toHaveLength(1);
    click(get(root, "#btn-next"));
    await settle();
    expect(ipc.learnPage).toHaveBeenLastCalledWith("rules", "liberties", "de");
    expect(get(root, "#btn-finish").textContent).toBe("Fertig");
    expect(get(root, "#btn-course").textContent).toBe("Zurück zum Lernen");
    click(get(root, "#btn-finish"));
    await settle();
    expect(root.querySelector("#learn-screen")).not.toBeNull();
    click(get(root, "#nav-glossary"));
    await settle();
    click(get(root, "#btn-glossary-rules"));
    await settle();
    expect(get(root, "#lesson-player").dataset.lesson).toBe("rules");
    expect(get(root, "#nav-learn").getAttribute("aria-current")).toBe("page");
    expect(get(root, "#nav-glossary").getAttribute("aria-current")).toBeNull();
  });
});
