import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { EngineList } from "../../ipc";
import { click, get, mount, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { ENGINES, fakeIpc } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { WithLook } from "../../testing/look";
import { SettingsScreen } from "./SettingsScreen";

let mounted: Mounted | null = null;
async function open(ipc: FakeIpc) {
  mounted = mount(<WithLook ipc={ipc}>{(look) => <SettingsScreen ipc={ipc} look={look} />}</WithLook>);
  await settle();
  return mounted.container;
}
const rows = (root: Element) => [...root.querySelectorAll(".engine-row .engine-name")].map((e) => e.textContent);
const byLabel = (root: Element, label: string) => {
  const found = [...root.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === label);
  if (!found) throw new Error(`no button labelled ${label}`);
  return found;
};
const test = { identity: { name: "KataGo", version: "1.15" }, protocol_version: "2", commands: ["genmove", "play"] };

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("the settings screen", () => {
  it("is a screen of sections; its Go programs lists GNU Go as found and the added ones", async () => {
    const root = await open(fakeIpc());
    expect(get(root, "h1").textContent).toBe("Einstellungen");
    const toc = [...root.querySelectorAll("nav a")].map((a) => [a.getAttribute("href"), a.textContent]);
    expect(toc).toEqual([
      ["#settings-language", "Sprache · Language"],
      ["#settings-board", "Bretter"],
      ["#settings-engines", "Go-Programme"],
    ]);
    expect(get(root, "#settings-engines h2").textContent).toBe("Go-Programme");
    expect(rows(root)).toEqual(["GNU Go 3.8 (von LoGo gefunden)", "Kata"]);
    expect(byLabel(root, "Kata entfernen")).toBeTruthy();
    expect(root.querySelectorAll('[aria-label="GNU Go 3.8 entfernen"]').length).toBe(0);
  });

  it("tests an engine and shows name, version, protocol and commands", async () => {
    const ipc = fakeIpc({ engineTest: vi.fn(() => Promise.resolve(test)) });
    const root = await open(ipc);
    click(byLabel(root, "Kata testen"));
    await settle();
    expect(ipc.engineTest).toHaveBeenCalledWith("engine-1");
    expect(get(root, '[data-engine="engine-1"] .engine-test p').textContent).toBe(
      "KataGo 1.15 antwortet, spricht GTP 2 und kennt 2 Befehle.",
    );
    expect(get(root, '[data-engine="engine-1"] details').textContent).toContain("genmove play");
  });

  it("adds a program chosen in the native dialog after testing it, and removes one", async () => {
    const added: EngineList = {
      ...ENGINES,
      engines: [...ENGINES.engines, { ...ENGINES.engines[1]!, id: "engine-2", name: "Leela" }],
    };
    const ipc = fakeIpc({
      engineChooseProgram: vi.fn(() => Promise.resolve("/opt/leela/leelaz")),
      engineTestChosen: vi.fn(() => Promise.resolve(test)),
      engineAdd: vi.fn(() => Promise.resolve(added)),
      engineRemove: vi.fn(() => Promise.resolve(ENGINES)),
    });
    const root = await open(ipc);
    expect(get<HTMLButtonElement>(root, "#btn-engine-add").disabled).toBe(true);
    click(get(root, "#btn-engine-choose"));
    await settle();
    expect(ipc.engineChooseProgram).toHaveBeenCalledWith("Go-Programm auswählen");
    expect(get(root, "#engine-chosen").textContent).toBe("Ausgewählt: /opt/leela/leelaz");
    type(get<HTMLInputElement>(root, "#engine-args"), "--gtp -w net.gz");
    type(get<HTMLInputElement>(root, "#engine-name"), "Leela");
    click(get(root, "#btn-engine-test-chosen"));
    await settle();
    expect(ipc.engineTestChosen).toHaveBeenCalledWith("--gtp -w net.gz");
    click(get(root, "#btn-engine-add"));
    await settle();
    expect(ipc.engineAdd).toHaveBeenCalledWith("Leela", "--gtp -w net.gz");
    expect(rows(root)).toEqual(["GNU Go 3.8 (von LoGo gefunden)", "Kata", "Leela"]);
    expect(get(root, "#engines-notice").textContent).toBe("Leela steht jetzt in der Liste.");
    click(byLabel(root, "Leela entfernen"));
    await settle();
    expect(ipc.engineRemove).toHaveBeenCalledWith("engine-2");
    expect(rows(root)).toEqual(["GNU Go 3.8 (von LoGo gefunden)", "Kata"]);
  });

  it("explains a failed test in the user's language and refuses changes to an unreadable list", async () => {
    const failed = { code: "engine", error: { code: "not_found", program: "/opt/gone" } };
    const unreadable: EngineList = { ...ENGINES, engines: ENGINES.engines.slice(0, 1), unreadable: true };
    const ipc = fakeIpc({
      engineList: vi.fn(() => Promise.resolve(unreadable)),
      engineTest: vi.fn(() => Promise.reject(failed)),
    });
    setLocale("en");
    const root = await open(ipc);
    expect(get(root, "[role=alert]").textContent).toContain("comes from a newer LoGo or is damaged");
    expect(get<HTMLButtonElement>(root, "#btn-engine-choose").disabled).toBe(true);
    click(byLabel(root, "Test GNU Go 3.8"));
    await settle();
    expect(get(root, "#engines-notice").textContent).toBe("The program “/opt/gone” cannot be found.");
  });
});

describe("the boards section", () => {
  it("switches coordinates and the notation for every board and remembers them", async () => {
    const ipc = fakeIpc();
    const root = await open(ipc);
    const coordinates = get<HTMLInputElement>(root, "#settings-coordinates");
    expect(coordinates.checked).toBe(true);
    click(coordinates);
    expect(ipc.setBoardSettings).toHaveBeenLastCalledWith({ coordinates: false, notation: "letters" });
    click(get(root, "#settings-notation-leaflet"));
    expect(ipc.setBoardSettings).toHaveBeenLastCalledWith({ coordinates: false, notation: "leaflet" });
    expect(get<HTMLInputElement>(root, "#settings-notation-leaflet").checked).toBe(true);
  });
});
