import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import { fakeIpc, gameView } from "../../testing/fakeIpc";
import { get, mount, press, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { PlayScreenWithLook } from "../../testing/playScreen";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("undo and redo keys on the play screen", () => {
  it("work with a Russian keyboard layout: Ctrl+я (the Z key) undoes, Ctrl+н (the Y key) redoes", async () => {
    const ipc = fakeIpc({
      undo: vi.fn(() => Promise.resolve(gameView({ can_redo: true }))),
      redo: vi.fn(() => Promise.resolve(gameView({ black: ["ee"], can_undo: true }))),
    });
    mounted = mount(<PlayScreenWithLook ipc={ipc} initial={gameView({ black: ["ee"], can_undo: true })} />);
    press(document.body, "я", { code: "KeyZ", ctrlKey: true });
    await settle();
    expect(ipc.undo).toHaveBeenCalledTimes(1);
    press(document.body, "н", { code: "KeyY", ctrlKey: true });
    await settle();
    expect(ipc.redo).toHaveBeenCalledTimes(1);
    expect(get(mounted.container, '[data-point="ee"]').dataset.stone).toBe("B");
  });

  it("leave other keys alone: Ctrl+ж (no letter key) does nothing", () => {
    const ipc = fakeIpc({ undo: vi.fn(() => Promise.resolve(gameView())) });
    mounted = mount(<PlayScreenWithLook ipc={ipc} initial={gameView({ black: ["ee"], can_undo: true })} />);
    press(document.body, "ж", { code: "Semicolon", ctrlKey: true });
    expect(ipc.undo).not.toHaveBeenCalled();
  });
});
