import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { GameView, OpponentView } from "../../ipc";
import { click, get, mount, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc, gameView } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { countingView } from "../../testing/scoreFixtures";
import { PlayScreenWithLook } from "../../testing/playScreen";

let mounted: Mounted | null = null;
function open(ipc: FakeIpc, initial: GameView, onWhatIf = vi.fn()) {
  mounted = mount(<PlayScreenWithLook ipc={ipc} initial={initial} onWhatIf={onWhatIf} />);
  return { root: mounted.container, onWhatIf };
}
const text = (root: Element, selector: string) => get(root, selector).textContent?.trim();
const cell = (root: Element, point: string) => get(root, `[data-point="${point}"]`);

/** GNU Go as White against the learner, idle. */
function opponent(overrides: Partial<OpponentView> = {}): OpponentView {
  return {
    color: "W",
    choice: { kind: "gnu_go", level: 1 },
    working: null,
    hints: true,
    hint_allowed: true,
    hint: null,
    opinion: null,
    problem: null,
    move_seconds: null,
    ...overrides,
  };
}

function versus(view: Partial<GameView> = {}, engine: Partial<OpponentView> = {}): GameView {
  return gameView({ players: { B: "Lea", W: "GNU Go 3.8 (Stufe 1)" }, opponent: opponent(engine), ...view });
}

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("a game against the computer", () => {
  it("shows the engine thinking, then its reply from the game event, and drops older views", async () => {
    const thinking = versus(
      { black: ["ee"], to_play: "W", move_number: 1, last_move: { color: "B", point: "ee" }, revision: 2 },
      { working: "move", hint_allowed: false },
    );
    const ipc = fakeIpc({ play: vi.fn(() => Promise.resolve(thinking)) });
    const { root } = open(ipc, versus({ revision: 1 }));
    click(cell(root, "ee"));
    await settle();
    expect(text(root, "#engine-status")).toBe("GNU Go 3.8 (Stufe 1) denkt nach …");
    expect(get<HTMLButtonElement>(root, "#btn-hint").disabled).toBe(true);

    const replied = versus({
      black: ["ee"],
      white: ["cc"],
      to_play: "B",
      move_number: 2,
      last_move: { color: "W", point: "cc" },
      revision: 3,
    });
    ipc.emitGame(replied);
    await settle();
    expect(cell(root, "cc").getAttribute("data-stone")).toBe("W");
    expect(text(root, "#engine-status")).toBe("");
    expect(text(root, '[data-testid="announcer"]')).toBe("Weiß C7");
    ipc.emitGame(thinking);
    await settle();
    expect(cell(root, "cc").getAttribute("data-stone"), "an older view does not undo the reply").toBe("W");
  });

  it("shows a hint on the board and in words, and offers it as a variation", async () => {
    const hinted = versus({ revision: 3 }, { hint: { kind: "play", point: "cc" } });
    const ipc = fakeIpc({ engineHint: vi.fn(() => Promise.resolve(versus({ revision: 2 }, { working: "hint" }))) });
    const { root, onWhatIf } = open(ipc, versus({ revision: 1 }));
    expect(get<HTMLButtonElement>(root, "#btn-what-if").disabled).toBe(true);
    click(get(root, "#btn-hint"));
    await settle();
    expect(ipc.engineHint).toHaveBeenCalledTimes(1);
    expect(text(root, "#engine-status")).toBe("GNU Go 3.8 (Stufe 1) sucht einen Tipp …");
    ipc.emitGame(hinted);
    await settle();
    expect(cell(root, "cc").getAttribute("data-ghost")).toBe("B");
    expect(text(root, "#hint-text")).toBe("Tipp: C7");
    click(get(root, "#btn-what-if"));
    expect(onWhatIf).toHaveBeenCalledTimes(1);
  });

  it("lets the learner resign even while the engine is to move", async () => {
    const ipc = fakeIpc({ resign: vi.fn(() => Promise.resolve(versus())) });
    const { root } = open(ipc, versus({ to_play: "W", move_number: 1 }, { working: "move" }));
    click(get(root, "#btn-resign"));
    expect(text(root, "#resign-question")).toBe("Soll Schwarz wirklich aufgeben?");
    click(get(root, "#btn-resign-confirm"));
    await settle();
    expect(ipc.resign).toHaveBeenCalledWith("B");
  });

  it("lets the learner stop a thinking engine and go on as two players, by keyboard too", async () => {
    const thinking = versus({ black: ["ee"], to_play: "W", move_number: 1, revision: 2 }, { working: "move" });
    const ipc = fakeIpc({ enginePlayWithout: vi.fn(() => Promise.resolve(gameView({ revision: 3 }))) });
    const { root } = open(ipc, thinking);
    await settle();
    const stop = get<HTMLButtonElement>(root, "#btn-engine-stop");
    expect(stop.tagName).toBe("BUTTON");
    expect(stop.textContent).toBe("GNU Go 3.8 (Stufe 1) anhalten und zu zweit weiterspielen");
    stop.focus();
    expect(document.activeElement).toBe(stop);
    click(stop);
    await settle();
    expect(ipc.enginePlayWithout).toHaveBeenCalledTimes(1);
    expect(root.querySelector("#btn-engine-stop")).toBeNull();
  });

  it("offers no stop while the engine only looks for a hint or is idle", async () => {
    const { root } = open(fakeIpc(), versus({}, { working: "hint" }));
    await settle();
    expect(root.querySelector("#btn-engine-stop")).toBeNull();
  });

  it("says in words why the engine's turn failed and offers the ways on", async () => {
    const crashed = versus(
      { to_play: "W" },
      {
        problem: {
          code: "failed",
          error: {
            code: "crashed",
            command: "genmove white",
            exit: { code: 3, signal: null },
            stderr_tail: "loading\nout of memory\n",
          },
        },
      },
    );
    const ipc = fakeIpc({
      engineRetry: vi.fn(() => Promise.resolve(versus())),
      enginePlayWithout: vi.fn(() => Promise.resolve(gameView())),
      engineChange: vi.fn(() => Promise.resolve(versus())),
    });
    const { root } = open(ipc, crashed);
    await settle();
    const problem = text(root, "#engine-problem [role=alert]") ?? "";
    expect(problem).toContain("GNU Go 3.8 (Stufe 1) kann gerade nicht weiterspielen.");
    expect(problem).toContain("Das Programm ist bei „genmove white“ abgestürzt. Seine letzten Worte: out of memory");
    expect(problem).toContain("Die Partie ist gespeichert");
    click(get(root, "#btn-engine-retry"));
    click(get(root, "#btn-engine-two-players"));
    type(get<HTMLSelectElement>(root, "#engine-other"), "engine-1");
    click(get(root, "#btn-engine-other"));
    await settle();
    expect(ipc.engineRetry).toHaveBeenCalledTimes(1);
    expect(ipc.enginePlayWithout).toHaveBeenCalledTimes(1);
    expect(ipc.engineChange).toHaveBeenCalledWith({ kind: "custom", id: "engine-1" }, "Kata");
  });

  it("names the rule an illegal engine move broke, in English too", async () => {
    setLocale("en");
    const illegal = versus({ to_play: "W" }, { problem: { code: "illegal_move", point: "ee", reason: "occupied" } });
    const { root } = open(fakeIpc(), illegal);
    expect(text(root, "#engine-problem [role=alert]")).toContain(
      "The program wanted to play E5, but the rules forbid it. Occupied:",
    );
  });

  it("offers the engine's dead stones beside LoGo's marking, and one confirmation for the learner", async () => {
    const counting = countingView(
      {},
      { players: { B: "Lea", W: "GNU Go" }, opponent: opponent({ opinion: ["cg", "ce"] }) },
    );
    const ipc = fakeIpc({ scoringAdoptEngine: vi.fn(() => Promise.resolve(counting)) });
    const { root } = open(ipc, counting);
    expect(text(root, "#engine-opinion p")).toBe(
      "GNU Go hält 2 Steine für tot: C3, C5. Das weicht von der Markierung auf dem Brett ab.",
    );
    click(get(root, "#btn-adopt-engine"));
    await settle();
    expect(ipc.scoringAdoptEngine).toHaveBeenCalledTimes(1);
    expect(root.querySelector("#btn-confirm-B")).not.toBeNull();
    expect(root.querySelector("#btn-confirm-W")).toBeNull();
    expect(text(root, "#scoring-confirm-note")).toBe("GNU Go nimmt die Zählung an, sobald du bestätigst.");
  });
});
