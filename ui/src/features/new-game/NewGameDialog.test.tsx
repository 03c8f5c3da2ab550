import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { NewGameSettings } from "../../ipc";
import { check, click, get, mount, press, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc, gameView, LIMITS, PRESETS } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { NewGameDialog } from "./NewGameDialog";

let mounted: Mounted | null = null;
async function open(ipc: FakeIpc, onClose = vi.fn(), onStarted = vi.fn()) {
  mounted = mount(<NewGameDialog ipc={ipc} onClose={onClose} onStarted={onStarted} />);
  await settle();
  return { root: mounted.container, onClose, onStarted };
}
const input = (root: Element, id: string) => get<HTMLInputElement>(root, `#${id}`);
const select = (root: Element, id: string) => get<HTMLSelectElement>(root, `#${id}`);
const errorOf = (root: Element, id: string) => {
  const control = input(root, id);
  const described = control.getAttribute("aria-describedby");
  return described ? document.getElementById(described)?.textContent : null;
};
const sent = (ipc: FakeIpc) => vi.mocked(ipc.newGame).mock.calls.map(([settings]) => settings);

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("the New game dialog", () => {
  it("is a labelled modal dialog with LoGo's defaults", async () => {
    const { root } = await open(fakeIpc());
    const dialog = get(root, "#new-game-dialog");
    expect(dialog.getAttribute("role")).toBe("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Neues Spiel");
    expect(select(root, "ng-size").value).toBe("19");
    expect(select(root, "ng-rules").value).toBe("japanese");
    expect(input(root, "ng-komi").value).toBe("6,5");
    expect(input(root, "ng-handicap").value).toBe("0");
    expect(input(root, "ng-time").checked).toBe(false);
    expect(root.querySelector("#ng-main-black")).toBeNull();
    for (const control of root.querySelectorAll("input, select")) {
      expect(root.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
  });

  it("refuses komi 6.3 and handicap 1 with an explanation next to each field", async () => {
    const ipc = fakeIpc();
    const { root } = await open(ipc);
    type(input(root, "ng-komi"), "6.3");
    type(input(root, "ng-handicap"), "1");
    click(get(root, "#ng-start"));
    await settle();
    expect(ipc.newGame).not.toHaveBeenCalled();
    expect(errorOf(root, "ng-komi")).toBe("Komi muss eine ganze oder halbe Zahl zwischen −1000 und 1000 sein.");
    expect(input(root, "ng-komi").getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(root, "ng-handicap")).toBe("Die Vorgabe ist 0 oder eine ganze Zahl von 2 bis 9.");
    expect(document.activeElement?.id).toBe("ng-komi");
    type(input(root, "ng-komi"), "6,5");
    expect(errorOf(root, "ng-komi")).toBeNull();
  });

  it("sends the settings the user chose", async () => {
    const started = gameView({ size: { width: 13, height: 13 } });
    const ipc = fakeIpc({ newGame: vi.fn(() => Promise.resolve(started)) });
    const { root, onStarted } = await open(ipc);
    type(select(root, "ng-size"), "13");
    type(select(root, "ng-rules"), "chinese");
    expect(input(root, "ng-komi").value).toBe("7,5");
    type(input(root, "ng-handicap"), "3");
    expect(input(root, "ng-komi").value).toBe("0,5");
    expect(get(root, '[data-testid="ng-rules-note"]').textContent).toContain("frei");
    type(input(root, "ng-black"), " Aiko ");
    type(input(root, "ng-white"), "Ben");
    check(input(root, "ng-time"), true);
    type(input(root, "ng-main-black"), "10");
    type(input(root, "ng-main-white"), "20");
    type(input(root, "ng-period"), "0");
    type(input(root, "ng-periods"), "1");
    click(get(root, "#ng-start"));
    await settle();
    const chinese = PRESETS[1]!.rules;
    const expected: NewGameSettings = {
      size: 13,
      rules: { ...chinese, komi: 0.5 },
      handicap: 3,
      players: { B: "Aiko", W: "Ben" },
      time: { main_seconds: { B: 600, W: 1200 }, period_seconds: 0, periods: 1 },
      opponent: null,
    };
    expect(sent(ipc)).toEqual([expected]);
    expect(onStarted).toHaveBeenCalledWith(started);
  });

  it("keeps a komi the user typed, accepts any size from 5 to 25 and negative komi", async () => {
    const ipc = fakeIpc({ newGame: vi.fn(() => Promise.resolve(gameView())) });
    const { root } = await open(ipc);
    type(input(root, "ng-komi"), "-2,5");
    type(input(root, "ng-handicap"), "2");
    type(select(root, "ng-rules"), "aga");
    expect(input(root, "ng-komi").value).toBe("-2,5");
    type(select(root, "ng-size"), "custom");
    type(input(root, "ng-size-custom"), "26");
    click(get(root, "#ng-start"));
    await settle();
    expect(errorOf(root, "ng-size-custom")).toBe("Die Brettgröße muss eine ganze Zahl von 5 bis 25 sein.");
    type(input(root, "ng-size-custom"), "21");
    click(get(root, "#ng-start"));
    await settle();
    expect(sent(ipc)).toEqual([
      {
        size: 21,
        rules: { ...PRESETS[2]!.rules, komi: -2.5 },
        handicap: 2,
        players: { B: "", W: "" },
        time: null,
        opponent: null,
      },
    ]);
  });

  it("puts the backend's refusal next to the field it concerns", async () => {
    const ipc = fakeIpc({ newGame: vi.fn(() => Promise.reject({ code: "invalid_setting", field: "handicap" })) });
    const { root, onStarted } = await open(ipc);
    type(select(root, "ng-size"), "7");
    type(input(root, "ng-handicap"), "9");
    click(get(root, "#ng-start"));
    await settle();
    expect(onStarted).not.toHaveBeenCalled();
    expect(errorOf(root, "ng-handicap")).toBe("So viele Vorgabesteine passen nicht zu dieser Brettgröße.");
  });

  it("closes with Escape and keeps Tab inside", async () => {
    setLocale("en");
    const { root, onClose } = await open(fakeIpc());
    const start = get(root, "#ng-start");
    start.focus();
    press(start, "Tab");
    expect(document.activeElement?.id).toBe("ng-size");
    press(get(root, "#ng-size"), "Tab", { shiftKey: true });
    expect(document.activeElement).toBe(start);
    expect(start.textContent).toBe("Start game");
    press(start, "Escape");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers the computer as opponent, says how well it knows the rules, and sends the choice", async () => {
    const engineFit = vi.fn(() =>
      Promise.resolve({ rules: { fit: "partial" as const, gaps: ["seki" as const] }, max_side: 19, size_ok: true }),
    );
    const ipc = fakeIpc({ engineFit, newGame: vi.fn(() => Promise.resolve(gameView())) });
    const { root } = await open(ipc);
    check(input(root, "ng-opponent-computer"), true);
    await settle();
    expect(root.querySelector("#ng-black")).toBeNull();
    const engines = [...select(root, "ng-engine").options].map((o) => o.textContent);
    expect(engines).toEqual(["GNU Go 3.8", "Kata"]);
    expect(select(root, "ng-level").options[0]?.textContent).toBe("Stufe 1 – Allererste Schritte");
    expect(get(root, "#ng-engine-fit").textContent).toContain("Punkte im Seki bewertet es anders");
    expect(engineFit).toHaveBeenLastCalledWith({ kind: "gnu_go", level: 1 }, 19, PRESETS[0]!.rules, 0);

    type(select(root, "ng-size"), "9");
    type(select(root, "ng-level"), "3");
    type(select(root, "ng-learner-color"), "white");
    type(input(root, "ng-learner-name"), "Lea");
    type(select(root, "ng-move-time"), "2");
    await settle();
    expect(engineFit).toHaveBeenLastCalledWith({ kind: "gnu_go", level: 3 }, 9, PRESETS[0]!.rules, 0);
    click(get(root, "#ng-start"));
    await settle();
    expect(sent(ipc)[0]?.opponent).toEqual({
      engine: { kind: "gnu_go", level: 3 },
      learner_color: "white",
      learner_name: "Lea",
      engine_name: "GNU Go 3.8 (Stufe 3)",
      hints: true,
      move_seconds: 2,
    });
  });

  it("offers the computer's thinking times the backend's limits name", async () => {
    const limits = { ...LIMITS, offered_engine_move_seconds: [3, 120] };
    const ipc = fakeIpc({ gameLimits: vi.fn(() => Promise.resolve(limits)) });
    const { root } = await open(ipc);
    check(input(root, "ng-opponent-computer"), true);
    await settle();
    const times = [...select(root, "ng-move-time").options].map((o) => o.value);
    expect(times).toEqual(["", "3", "120"]);
    expect(select(root, "ng-move-time").options[2]?.textContent).toBe("120 Sekunden pro Zug");
  });

  it("says when no program was found and still starts games between two people", async () => {
    const empty = { engines: [], gnugo_levels: [], unreadable: false, chosen_program: null };
    const ipc = fakeIpc({ engineList: vi.fn(() => Promise.resolve(empty)) });
    const { root } = await open(ipc);
    check(input(root, "ng-opponent-computer"), true);
    expect(get(root, "#ng-engine-none").textContent).toContain("kein Go-Programm gefunden");
    click(get(root, "#ng-start"));
    await settle();
    expect(ipc.newGame).not.toHaveBeenCalled();
    expect(get(root, ".form-summary").textContent).toBe("Bitte korrigiere die markierten Angaben.");
  });
});
