import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { GameView } from "../../ipc";
import { click, get, mount, press, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc, gameView } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { countedView, countingView, invaderScore } from "../../testing/scoreFixtures";
import { PlayScreenWithLook } from "../../testing/playScreen";

let mounted: Mounted | null = null;
function open(ipc: FakeIpc, initial: GameView) {
  mounted = mount(<PlayScreenWithLook ipc={ipc} initial={initial} />);
  return mounted.container;
}
const text = (root: Element, selector: string) => get(root, selector).textContent?.trim();
const button = (root: Element, id: string) => get<HTMLButtonElement>(root, `#${id}`);
const point = (root: Element, p: string) => get<SVGElement>(root, `[data-point="${p}"]`);
const announced = (root: Element) => text(root, '[data-testid="announcer"]');
const resolve = (view: GameView) => vi.fn(() => Promise.resolve(view));

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("counting after two passes", () => {
  it("shows the proposal: the dead stone dimmed on Black's territory, doubts listed and marked", () => {
    const unsure = [{ color: "W" as const, stones: ["cg"], status: "dead" as const, confidence: 63 }];
    const root = open(fakeIpc(), countingView({ unsure }));
    expect(point(root, "cg").getAttribute("aria-label")).toBe(
      "C3, weißer Stein, tot, Gebiet Schwarz, Vorschlag unsicher",
    );
    expect(point(root, "cg").dataset.marker).toBe("unsure");
    expect(point(root, "ia").getAttribute("aria-label")).toBe("J9, leer, neutraler Punkt");
    expect(point(root, "ee").dataset.marker).toBeUndefined();
    expect(text(root, "#scoring-unsure")).toContain("C3: Weiß, tot, zu 63 % sicher");
    expect(text(root, "#live-count-verdict")).toBe("Schwarz liegt 3,5 Punkte vorn.");
    expect(button(root, "btn-pass").disabled).toBe(true);
    expect(button(root, "btn-score-undo").disabled).toBe(true);
  });

  it("toggles a group by click or Enter, announces it, and takes the toggle back", async () => {
    const revived = countingView({
      score: invaderScore(false),
      can_undo: true,
      last_toggle: { point: "cg", mark: "alive", changed: ["cg"] },
    });
    const ipc = fakeIpc({ scoringToggle: resolve(revived), scoringUndo: resolve(countingView()) });
    const root = open(ipc, countingView());
    click(point(root, "cg"));
    await settle();
    expect(ipc.scoringToggle).toHaveBeenCalledWith("cg");
    expect(ipc.play).not.toHaveBeenCalled();
    expect(point(root, "cg").getAttribute("aria-label")).toBe("C3, weißer Stein");
    expect(announced(root)).toBe("C3: ein Stein wieder lebendig. Weiß liegt 33,5 Punkte vorn.");

    press(point(root, "cg"), "Enter");
    await settle();
    expect(ipc.scoringToggle).toHaveBeenCalledTimes(2);

    press(document.body, "z", { ctrlKey: true });
    await settle();
    expect(ipc.scoringUndo).toHaveBeenCalledTimes(1);
    expect(ipc.undo).not.toHaveBeenCalled();
    expect(announced(root)).toBe("Markierung zurückgenommen. Schwarz liegt 3,5 Punkte vorn.");
  });

  it("continues playing with the player who passed first", async () => {
    const playing = gameView({ ...countingView(), phase: { phase: "playing" }, scoring: null, to_play: "B" });
    const ipc = fakeIpc({ continuePlaying: resolve(playing) });
    const root = open(ipc, countingView());
    click(button(root, "btn-continue"));
    await settle();
    expect(ipc.continuePlaying).toHaveBeenCalledTimes(1);
    expect(root.querySelector("#scoring-panel")).toBeNull();
    expect(text(root, "#turn")).toBe("Schwarz ist am Zug");
    expect(announced(root)).toBe("Es wird weitergespielt. Schwarz ist am Zug");
  });

  it("ends when both confirm, then shows the final statistics", async () => {
    const blackYes = countingView({ confirmed: { B: true, W: false } });
    const ipc = fakeIpc({ confirmScore: vi.fn((color) => Promise.resolve(color === "B" ? blackYes : countedView())) });
    const root = open(ipc, countingView());
    click(button(root, "btn-confirm-B"));
    await settle();
    expect(ipc.confirmScore).toHaveBeenCalledWith("B");
    expect(button(root, "btn-confirm-B").disabled).toBe(true);
    expect(text(root, "#btn-confirm-B")).toBe("✓ Schwarz hat bestätigt");
    expect(announced(root)).toBe("Schwarz hat die Zählung bestätigt");

    click(button(root, "btn-confirm-W"));
    await settle();
    expect(text(root, "#result")).toBe("Schwarz gewinnt mit 3,5 Punkten Vorsprung.");
    expect(announced(root)).toBe(
      "Weiß hat die Zählung bestätigt. Schwarz gewinnt mit 3,5 Punkten Vorsprung. Nach chinesischer Zählung: Schwarz gewinnt mit 2,5 Punkten Vorsprung.",
    );
    const cell = (name: string) => text(root, `#final-stats [data-cell="${name}"]`);
    expect([cell("territory-B"), cell("territory-W")]).toEqual(["36", "27"]);
    expect([cell("stones-B"), cell("prisoners-B")]).toEqual(["(9)", "0 / 1"]);
    expect([cell("komi-B"), cell("komi-W"), cell("handicap-W")]).toEqual(["–", "6,5", "0"]);
    expect([cell("total-B"), cell("total-W")]).toEqual(["37", "33,5"]);
    expect(text(root, "#final-stats-verdict")).toBe("Schwarz gewinnt mit 3,5 Punkten Vorsprung.");
    expect(text(root, "#final-stats-other")).toBe(
      "Nach chinesischer Zählung: Schwarz gewinnt mit 2,5 Punkten Vorsprung.",
    );
    expect(point(root, "cg").getAttribute("aria-label")).toBe("C3, weißer Stein, tot, Gebiet Schwarz");
  });

  it("says in English that Tromp-Taylor removes nothing, and explains a refused click", async () => {
    setLocale("en");
    const ipc = fakeIpc({ scoringToggle: vi.fn(() => Promise.reject({ code: "stones_kept" })) });
    const root = open(ipc, countingView({ can_mark: false, score: invaderScore(false) }));
    expect(text(root, "#scoring-kept")).toContain("remove no stones");
    click(point(root, "cg"));
    await settle();
    expect(text(root, "#message")).toBe("These rules leave every stone on the board, so no group can be marked dead.");
  });

  it("shows the final statistics in English, and none after a resignation", () => {
    setLocale("en");
    const root = open(fakeIpc(), countedView());
    expect(text(root, "#final-stats-title")).toBe("Final statistics");
    expect(text(root, "#final-stats-other")).toBe("By area counting: Black wins by 2.5 points.");
    expect(text(root, "#final-stats caption")).toBe("Counting: territory counting (Japanese)");
    mounted?.unmount();
    const over = { phase: "over" as const, result: { kind: "resignation" as const, winner: "W" as const } };
    const resigned = gameView({ phase: over });
    const root2 = open(fakeIpc(), resigned);
    expect(root2.querySelector("#final-stats")).toBeNull();
    expect(text(root2, "#result")).toBe("White wins by resignation.");
  });
});
