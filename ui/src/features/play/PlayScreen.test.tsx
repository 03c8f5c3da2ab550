import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { GameView } from "../../ipc";
import { fakeIpc, gameView } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { click, get, mount, press, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { PlayScreenWithLook } from "../../testing/playScreen";

let mounted: Mounted | null = null;
function open(ipc: FakeIpc, initial: GameView = gameView()) {
  mounted = mount(<PlayScreenWithLook ipc={ipc} initial={initial} />);
  return mounted.container;
}
const text = (root: Element, selector: string) => get(root, selector).textContent?.trim();
const button = (root: Element, id: string) => get<HTMLButtonElement>(root, `#${id}`);
const announced = (root: Element) => text(root, '[data-testid="announcer"]');

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("the play screen", () => {
  it("shows the stone after a play and says whose turn it is", async () => {
    const afterMove = gameView({
      black: ["dd"],
      to_play: "W",
      move_number: 1,
      last_move: { color: "B", point: "dd" },
      can_undo: true,
    });
    const ipc = fakeIpc({ play: vi.fn(() => Promise.resolve(afterMove)) });
    const root = open(ipc);
    expect(text(root, "#turn")).toBe("Schwarz ist am Zug");
    click(get(root, '[data-point="dd"]'));
    await settle();
    expect(ipc.play).toHaveBeenCalledWith("dd");
    expect(get(root, '[data-point="dd"]').dataset.stone).toBe("B");
    expect(get(root, '[data-point="dd"]').getAttribute("aria-label")).toBe("D6, schwarzer Stein, letzter Zug");
    expect(text(root, "#turn")).toBe("Weiß ist am Zug");
    expect(announced(root)).toBe("Schwarz D6");
  });

  it("explains a ko refusal in one sentence and clears it after the next good move", async () => {
    const ipc = fakeIpc({ play: vi.fn(() => Promise.reject({ code: "illegal_move", reason: "ko", point: "dd" })) });
    const root = open(ipc);
    click(get(root, '[data-point="dd"]'));
    await settle();
    const ko = "Ko: Du darfst den Stein nicht sofort zurückschlagen — spiele erst woanders.";
    expect(text(root, "#message")).toBe(ko);
    expect(announced(root)).toBe(ko);

    ipc.pass = vi.fn(() =>
      Promise.resolve(gameView({ to_play: "W", move_number: 1, last_move: { color: "B", point: null } })),
    );
    click(button(root, "btn-pass"));
    await settle();
    expect(text(root, "#message")).toBe("");
    expect(announced(root)).toBe("Schwarz passt");
  });

  it("offers Undo and Redo only when the game allows them, also by keyboard", async () => {
    const ipc = fakeIpc({ undo: vi.fn(() => Promise.resolve(gameView({ can_redo: true }))) });
    const root = open(ipc, gameView({ can_undo: false, can_redo: false }));
    expect(button(root, "btn-undo").disabled).toBe(true);
    expect(button(root, "btn-redo").disabled).toBe(true);
    press(document.body, "z", { ctrlKey: true });
    expect(ipc.undo).not.toHaveBeenCalled();
    mounted?.unmount();

    const root2 = open(ipc, gameView({ black: ["ee"], can_undo: true }));
    expect(button(root2, "btn-undo").disabled).toBe(false);
    press(document.body, "z", { ctrlKey: true });
    await settle();
    expect(ipc.undo).toHaveBeenCalledTimes(1);
    expect(button(root2, "btn-undo").disabled).toBe(true);
    expect(button(root2, "btn-redo").disabled).toBe(false);
    expect(announced(root2)).toBe("Zug zurückgenommen");
  });

  it("asks who resigns before resigning, then shows the result", async () => {
    const over = gameView({
      to_play: "W",
      phase: { phase: "over", result: { kind: "resignation", winner: "B" } },
    });
    const ipc = fakeIpc({ resign: vi.fn(() => Promise.resolve(over)) });
    const root = open(ipc, gameView({ to_play: "W", move_number: 7 }));
    click(button(root, "btn-resign"));
    expect(ipc.resign).not.toHaveBeenCalled();
    expect(root.textContent).toContain("Soll Weiß wirklich aufgeben?");
    expect(document.activeElement?.textContent).toBe("Abbrechen");
    click(button(root, "btn-resign-confirm"));
    await settle();
    expect(ipc.resign).toHaveBeenCalledWith("W");
    expect(text(root, "#result")).toBe("Schwarz gewinnt durch Aufgabe.");
    expect(text(root, "#turn")).toBe("Partie beendet");
    expect(button(root, "btn-pass").disabled).toBe(true);
  });

  it("shows captures, clocks from clock events, and a loss on time from a game event", async () => {
    const clock = {
      black: { main_left_ms: 65_000, period_left_ms: null, periods_left: 5, flagged: false },
      white: { main_left_ms: 0, period_left_ms: 27_400, periods_left: 3, flagged: false },
      running: "W" as const,
    };
    const ipc = fakeIpc();
    const root = open(ipc, gameView({ captures: { B: 2, W: 0 }, clock }));
    expect(text(root, "#captures-B")).toBe("Gefangene: 2");
    expect(text(root, "#clock-B")).toBe("1:05");
    expect(text(root, "#clock-W")).toBe("Byo-yomi 0:28 · 3 Perioden");
    act(() => ipc.emitClock({ ...clock, black: { ...clock.black, main_left_ms: 3_725_000 } }));
    expect(text(root, "#clock-B")).toBe("1:02:05");
    act(() => ipc.emitGame(gameView({ phase: { phase: "over", result: { kind: "time", winner: "B" } } })));
    expect(text(root, "#result")).toBe("Schwarz gewinnt durch Zeitüberschreitung.");
    expect(announced(root)).toBe("Schwarz gewinnt durch Zeitüberschreitung.");
  });

  it("explains the handicap phase, counting, and the rules in force", () => {
    const ipc = fakeIpc();
    const root = open(ipc, gameView({ phase: { phase: "placing_handicap", remaining: 3 }, handicap: 4 }));
    expect(text(root, '[data-testid="phase-note"]')).toBe(
      "Schwarz setzt noch 3 Vorgabesteine — wähle dafür die Punkte.",
    );
    expect(text(root, '[data-testid="rules"]')).toBe("Japanisch · Komi 6,5 · Vorgabe 4");
    mounted?.unmount();
    setLocale("en");
    const root2 = open(ipc, gameView({ phase: { phase: "scoring" } }));
    expect(text(root2, '[data-testid="phase-note"]')).toBe("Both players passed: counting comes next.");
  });

  it("toggles the coordinates", () => {
    const root = open(fakeIpc());
    const toggle = button(root, "btn-coords");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(root.querySelectorAll(".board-coordinates text").length).toBeGreaterThan(0);
    click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(root.querySelectorAll(".board-coordinates text")).toHaveLength(0);
  });
});
