import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import { setLocale } from "../../i18n";
import type { TeachAction, TeachView } from "../../ipc";
import { click, get, mount, press, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { emptyMarkup, emptyNode, teachView } from "../../testing/teachFixtures";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

const point = (root: Element, p: string) => get<SVGElement>(root, `[data-point="${p}"]`);
const announced = (root: Element) => get(root, '[data-testid="teach-announcer"]').textContent?.trim();

/** The app on the teaching screen with a new 9×9 board open; `answer` gives the board after each step. */
async function openBoard(answer: (action: TeachAction) => TeachView) {
  const ipc: FakeIpc = fakeIpc({
    teachNewBoard: vi.fn(() => Promise.resolve(teachView())),
    teachAct: vi.fn((_doc: number, action: TeachAction) => Promise.resolve(answer(action))),
  });
  mounted = mount(<App ipc={ipc} />);
  await settle();
  const root = mounted.container;
  click(get(root, "#nav-teach"));
  await settle();
  type(get<HTMLSelectElement>(root, "#new-board-size"), "9");
  click(get(root, "#new-board"));
  await settle();
  return { ipc, root };
}

describe("the teaching screen", () => {
  it("offers every board side the backend allows for teaching, 19 first", async () => {
    const ipc = fakeIpc();
    mounted = mount(<App ipc={ipc} />);
    await settle();
    click(get(mounted.container, "#nav-teach"));
    await settle();
    const select = get<HTMLSelectElement>(mounted.container, "#new-board-size");
    const sides = [...select.options].map((o) => Number(o.value));
    expect(sides).toEqual(Array.from({ length: 24 }, (_, i) => i + 2));
    expect(select.value).toBe("19");
  });

  it("opens a new board of the size chosen, framed as TEACH", async () => {
    const { ipc, root } = await openBoard(() => teachView());
    expect(ipc.teachNewBoard).toHaveBeenCalledWith(9);
    expect(get(root, "#teach-banner").textContent).toContain("TEACH");
    expect(root.querySelectorAll('[role="gridcell"]')).toHaveLength(81);
    expect(get(root, "#tool-black").getAttribute("aria-pressed")).toBe("true");
  });

  it("uses a tool by its key on the focused point and says what the point shows then", async () => {
    const { ipc, root } = await openBoard(() => teachView({ position: { ...teachView().position, white: ["cc"] } }));
    press(point(root, "cc"), "w");
    await settle();
    expect(ipc.teachAct).toHaveBeenCalledWith(1, { kind: "point", tool: "white", point: "cc" });
    expect(get(root, "#tool-white").getAttribute("aria-pressed")).toBe("true");
    expect(point(root, "cc").dataset.stone).toBe("W");
    expect(announced(root)).toBe("C7, weißer Stein");
  });

  it("gives who plays next, pass, clearing the markup and the comment keys of their own, shown and announced", async () => {
    const { ipc, root } = await openBoard(() => teachView());
    press(point(root, "cc"), "W", { shiftKey: true });
    await settle();
    expect(ipc.teachAct).toHaveBeenLastCalledWith(1, { kind: "to_play", color: "W" });
    expect(get(root, "#tool-black").getAttribute("aria-pressed")).toBe("true");
    press(document.body, "B", { shiftKey: true });
    press(document.body, "P", { shiftKey: true });
    press(document.body, "Delete", { shiftKey: true });
    await settle();
    const kinds = vi.mocked(ipc.teachAct).mock.calls.map(([, action]) => action);
    expect(kinds.slice(1)).toEqual([{ kind: "to_play", color: "B" }, { kind: "pass" }, { kind: "clear_markup" }]);
    press(point(root, "cc"), "b");
    await settle();
    expect(ipc.teachAct).toHaveBeenLastCalledWith(1, { kind: "point", tool: "black", point: "cc" });
    press(point(root, "cc"), "m", { ctrlKey: true });
    expect(document.activeElement?.id).toBe("teach-comment-text");
    expect(get(root, "#to-play-B").getAttribute("aria-keyshortcuts")).toBe("Shift+B");
    expect(get(root, "#teach-pass").getAttribute("aria-keyshortcuts")).toBe("Shift+P");
    expect(get(root, "#teach-clear").getAttribute("aria-keyshortcuts")).toContain("Shift+Delete");
    expect(get(root, "#teach-clear kbd").textContent).toBe("⇧Entf");
    expect(get(root, "#teach-comment-text").getAttribute("aria-keyshortcuts")).toContain("Control+M");
    expect(get(root, "#teach-comment-label kbd").textContent).toBe("Strg+M");
  });

  it("offers to clear dimming an earlier node set, and not once the node has lifted it", async () => {
    const inherited = teachView({ position: { ...teachView().position, dimmed: ["cc"] } });
    const lifted = teachView({ content: emptyNode({ markup: emptyMarkup({ dimmed: [] }) }) });
    const clear = () => get<HTMLButtonElement>(root, "#teach-clear");
    const { root } = await openBoard((action) => (action.kind === "clear_markup" ? lifted : inherited));
    expect(clear().disabled, "an empty board has nothing to clear").toBe(true);
    press(point(root, "cc"), "d");
    await settle();
    expect(clear().disabled, "dimming in force from an earlier node").toBe(false);
    click(clear());
    await settle();
    expect(clear().disabled, "an empty DD only lifts it").toBe(true);
  });

  it("takes the tool, command and Ctrl keys on a Russian keyboard layout by the keys' Latin letters", async () => {
    const { ipc, root } = await openBoard(() => teachView());
    const russian = (key: string, code: string, modifiers: KeyboardEventInit = {}) =>
      press(document.body, key, { code, ...modifiers });
    russian("ц", "KeyW");
    expect(get(root, "#tool-white").getAttribute("aria-pressed")).toBe("true");
    russian("и", "KeyB");
    expect(get(root, "#tool-black").getAttribute("aria-pressed")).toBe("true");
    expect(get(root, "#tool-black kbd").textContent).toBe("B");
    press(point(root, "cc"), "ц", { code: "KeyW" });
    await settle();
    expect(ipc.teachAct).toHaveBeenLastCalledWith(1, { kind: "point", tool: "white", point: "cc" });
    russian("И", "KeyB", { shiftKey: true });
    await settle();
    expect(ipc.teachAct).toHaveBeenLastCalledWith(1, { kind: "to_play", color: "B" });
    russian("я", "KeyZ", { ctrlKey: true });
    await settle();
    expect(ipc.teachAct).toHaveBeenLastCalledWith(1, { kind: "undo" });
    russian("н", "KeyY", { ctrlKey: true });
    await settle();
    expect(ipc.teachAct).toHaveBeenLastCalledWith(1, { kind: "redo" });
    russian("ь", "KeyM", { ctrlKey: true });
    expect(document.activeElement?.id).toBe("teach-comment-text");
    // Typing in the comment stays typing: "и" there chooses no tool (white, from the point, stays).
    press(get(root, "#teach-comment-text"), "и", { code: "KeyB" });
    expect(get(root, "#tool-white").getAttribute("aria-pressed")).toBe("true");
  });

  it("draws a line from the first point chosen to the second", async () => {
    const { ipc, root } = await openBoard(() =>
      teachView({ content: emptyNode({ markup: emptyMarkup({ lines: [{ from: "aa", to: "cc" }] }) }) }),
    );
    click(get(root, "#tool-line"));
    click(point(root, "aa"));
    expect(ipc.teachAct).not.toHaveBeenCalled();
    expect(announced(root)).toContain("Wähle jetzt den Endpunkt");
    click(point(root, "cc"));
    await settle();
    expect(ipc.teachAct).toHaveBeenCalledWith(1, { kind: "line", line: "line", from: "aa", to: "cc" });
  });

  it("acts on a typed coordinate and explains one it cannot read", async () => {
    const { ipc, root } = await openBoard(() => teachView({ position: { ...teachView().position, black: ["ee"] } }));
    const field = get<HTMLInputElement>(root, "#coord-input");
    type(field, "E5");
    get<HTMLFormElement>(root, ".coordinate-form").dispatchEvent(
      new Event("submit", { bubbles: true, cancelable: true }),
    );
    await settle();
    expect(ipc.teachAct).toHaveBeenCalledWith(1, { kind: "point", tool: "black", point: "ee" });
    type(field, "Z9");
    get<HTMLFormElement>(root, ".coordinate-form").dispatchEvent(
      new Event("submit", { bubbles: true, cancelable: true }),
    );
    await settle();
    expect(get(root, "#coord-message").textContent).toContain("„Z9“ ist kein Punkt dieses Bretts");
    expect(ipc.teachAct).toHaveBeenCalledTimes(1);
  });

  it("sets the comment and keeps the title and tags for the library, the title for a file too", async () => {
    const { ipc, root } = await openBoard(() => teachView({ content: emptyNode({ comment: "Wo lebt Weiß?" }) }));
    ipc.teachSaveLibrary = vi.fn(() => Promise.resolve({ id: 7, duplicate: false }));
    type(get<HTMLInputElement>(root, "#teach-comment-text") as unknown as HTMLInputElement, "Wo lebt Weiß?");
    click(get(root, "#teach-comment-set"));
    await settle();
    expect(ipc.teachAct).toHaveBeenCalledWith(1, { kind: "comment", text: "Wo lebt Weiß?" });
    // Seen under the button, and heard once: the visible line is hidden from screen readers.
    const applied = get(root, "#teach-comment-applied");
    expect(applied.textContent).toBe("Kommentar übernommen");
    expect(applied.getAttribute("aria-hidden")).toBe("true");
    expect(announced(root)).toBe("Kommentar übernommen");
    click(get(root, "#save-library"));
    expect(get(root, "#save-title-error").textContent).toContain("Titel");
    type(get<HTMLInputElement>(root, "#save-title"), "Leben in der Ecke");
    type(get<HTMLInputElement>(root, "#save-tags"), "Ecke, Leben ,");
    click(get(root, "#scope-position"));
    click(get(root, "#save-library"));
    await settle();
    expect(ipc.teachSaveLibrary).toHaveBeenCalledWith(1, "position", "Leben in der Ecke", ["Ecke", "Leben"]);
    expect(get(root, "#teach-notice").textContent).toBe("„Leben in der Ecke“ steht jetzt in der Bibliothek.");
    click(get(root, "#save-sgf"));
    await settle();
    expect(ipc.teachSaveSgf).toHaveBeenCalledWith(1, "position", "Leben in der Ecke", expect.anything());
  });

  it("rests the game's clocks whenever its copy is shown, also after a look at the game itself", async () => {
    const ipc = fakeIpc({ teachFromGame: vi.fn(() => Promise.resolve(teachView({ origin: "game" }))) });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    click(get(root, "#btn-teach"));
    await settle();
    const rests = vi.mocked(ipc.restGame).mock.calls.length;
    click(get(root, "#nav-play"));
    await settle();
    expect(ipc.resumeGame).toHaveBeenCalledTimes(2);
    click(get(root, "#nav-teach"));
    await settle();
    expect(get(root, "#teach-banner").textContent).toContain("Die Partie selbst bleibt unverändert");
    expect(ipc.restGame).toHaveBeenCalledTimes(rests + 1);
  });

  it("leaves a copy of the game for the play screen, whose game is asked for again", async () => {
    const ipc = fakeIpc({ teachFromGame: vi.fn(() => Promise.resolve(teachView({ origin: "game" }))) });
    ipc.teachClose = vi.fn(() => Promise.resolve("game" as const));
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    click(get(root, "#btn-teach"));
    await settle();
    expect(get(root, "#teach-banner").textContent).toContain("Die Partie selbst bleibt unverändert");
    press(document.body, "t", { ctrlKey: true });
    await settle();
    expect(ipc.teachClose).toHaveBeenCalledWith(1);
    expect(root.querySelector("#teach-banner")).toBeNull();
    expect(ipc.resumeGame).toHaveBeenCalledTimes(2);
    expect(get(root, "#btn-teach")).toBeTruthy();
  });

  it("asks before unsaved teaching work is closed: cancel stays, save writes the record first, discard goes on", async () => {
    const { ipc, root } = await openBoard(() => teachView({ modified: true }));
    ipc.teachClose = vi.fn(() => Promise.resolve("empty" as const));
    ipc.teachSaveSgf = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce({ file_name: "Ecke.sgf" });
    press(point(root, "cc"), "b");
    await settle();
    click(get(root, "#teach-leave"));
    await settle();
    expect(get(root, "#teach-unsaved").textContent).toContain("nirgends gesichert");
    click(get(root, "#teach-unsaved-cancel"));
    await settle();
    expect(root.querySelector("#teach-unsaved")).toBeNull();
    expect(ipc.teachClose).not.toHaveBeenCalled();
    expect(get(root, "#teach-banner")).toBeTruthy();

    press(document.body, "t", { ctrlKey: true });
    await settle();
    click(get(root, "#teach-unsaved-save"));
    await settle();
    expect(ipc.teachSaveSgf).toHaveBeenCalledWith(1, "record", null, expect.anything());
    expect(get(root, "#teach-unsaved")).toBeTruthy();
    expect(ipc.teachClose).not.toHaveBeenCalled();
    click(get(root, "#teach-unsaved-save"));
    await settle();
    expect(ipc.teachClose).toHaveBeenCalledWith(1);
    expect(root.querySelector("#teach-unsaved")).toBeNull();
  });

  it("asks before LoGo's window closes over unsaved teaching work: cancel stays, discard ends LoGo", async () => {
    const { ipc, root } = await openBoard(() => teachView({ modified: true }));
    press(point(root, "cc"), "b");
    await settle();
    click(get(root, "#nav-play"));
    await settle();
    ipc.emitCloseRequested();
    await settle();
    expect(get(root, "#teach-unsaved").textContent).toContain("nirgends gesichert");
    click(get(root, "#teach-unsaved-cancel"));
    await settle();
    expect(ipc.appQuit).not.toHaveBeenCalled();
    ipc.emitCloseRequested();
    await settle();
    click(get(root, "#teach-unsaved-discard"));
    await settle();
    expect(ipc.appQuit).toHaveBeenCalledTimes(1);
  });

  it("asks before a new teaching board replaces unsaved work, and discarding opens the new one", async () => {
    const ipc = fakeIpc({
      teachFromGame: vi.fn(() => Promise.resolve(teachView({ origin: "game" }))),
      teachAct: vi.fn(() => Promise.resolve(teachView({ origin: "game", modified: true }))),
    });
    mounted = mount(<App ipc={ipc} />);
    await settle();
    const root = mounted.container;
    click(get(root, "#btn-teach"));
    await settle();
    press(point(root, "cc"), "b");
    await settle();
    click(get(root, "#nav-play"));
    await settle();
    click(get(root, "#btn-teach"));
    await settle();
    expect(ipc.teachFromGame).toHaveBeenCalledTimes(1);
    click(get(root, "#teach-unsaved-discard"));
    await settle();
    expect(ipc.teachFromGame).toHaveBeenCalledTimes(2);
    expect(get(root, "#teach-banner")).toBeTruthy();
  });

  it("marks right and wrong moves on the board by key, shows them and fills the exercise draft", async () => {
    const { ipc, root } = await openBoard(() => teachView());
    ipc.teachSaveExercise = vi.fn(() =>
      Promise.resolve({ lesson: "my-exercises", page: "e1", title: "Ecke", solved: false }),
    );
    press(point(root, "cc"), "k");
    await settle();
    expect(get<HTMLInputElement>(root, "#exercise-correct").value).toBe("C7");
    expect(point(root, "cc").getAttribute("aria-label")).toContain("als richtige Antwort markiert");
    expect(root.querySelector('[data-answer="right"]')).not.toBeNull();
    expect(announced(root)).toBe("C7 ist eine richtige Antwort der Aufgabe");
    press(point(root, "ee"), "f");
    await settle();
    expect(get<HTMLInputElement>(root, "#exercise-wrong-0-point").value).toBe("E5");
    expect(root.querySelector('[data-answer="wrong"]')).not.toBeNull();
    press(point(root, "ee"), "k");
    await settle();
    expect(root.querySelector("#exercise-wrong-0-point")).toBeNull();
    expect(get<HTMLInputElement>(root, "#exercise-correct").value).toBe("C7, E5");
    press(point(root, "cc"), "k");
    await settle();
    expect(get<HTMLInputElement>(root, "#exercise-correct").value).toBe("E5");
    expect(get(root, "#tool-right").getAttribute("aria-keyshortcuts")).toBe("K");
    type(get<HTMLInputElement>(root, "#exercise-title"), "Ecke");
    click(get(root, "#save-exercise"));
    await settle();
    expect(ipc.teachSaveExercise).toHaveBeenCalledWith(1, { title: "Ecke", correct: ["ee"], wrong: [], hint: "" });
    expect(ipc.teachAct).not.toHaveBeenCalled();
  });

  it("saves the position as an exercise with right and wrong moves, explains a refusal, and opens it", async () => {
    const { ipc, root } = await openBoard(() => teachView());
    ipc.teachSaveExercise = vi
      .fn()
      .mockRejectedValueOnce({
        code: "exercise_not_saved",
        problem: { kind: "not_playable", point: "ee", reason: "occupied" },
      })
      .mockResolvedValueOnce({ lesson: "my-exercises", page: "e3", title: "Fang ihn", solved: false });
    click(get(root, "#save-exercise"));
    expect(get(root, "#exercise-correct-error").textContent).toContain("mindestens einen Punkt");
    type(get<HTMLInputElement>(root, "#exercise-title"), "Fang ihn");
    type(get<HTMLInputElement>(root, "#exercise-correct"), "E5, c3");
    click(get(root, "#exercise-add-wrong"));
    type(get<HTMLInputElement>(root, "#exercise-wrong-0-point"), "A1");
    type(get<HTMLInputElement>(root, "#exercise-wrong-0-feedback"), "Zu weit weg.");
    click(get(root, "#save-exercise"));
    await settle();
    const spec = {
      title: "Fang ihn",
      correct: ["ee", "cg"],
      wrong: [{ point: "ai", feedback: "Zu weit weg." }],
      hint: "",
    };
    expect(ipc.teachSaveExercise).toHaveBeenCalledWith(1, spec);
    expect(get(root, "#teach-error").textContent).toContain("E5 lässt sich hier nicht spielen. Besetzt");
    click(get(root, "#save-exercise"));
    await settle();
    expect(get(root, "#teach-notice").textContent).toBe("„Fang ihn“ steht jetzt in „Meine Aufgaben“.");
    click(get(root, "#open-exercise"));
    await settle();
    expect(root.querySelector("#lesson-player, .app-state")).not.toBeNull();
  });
});
