import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES, LOCALES, getLocale, setLocale } from "../../i18n";
import { click, get, mount, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { WithLook } from "../../testing/look";
import { SettingsScreen } from "./SettingsScreen";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

async function open(ipc: FakeIpc) {
  mounted = mount(<WithLook ipc={ipc}>{(look) => <SettingsScreen ipc={ipc} look={look} />}</WithLook>);
  await settle();
  return mounted.container;
}
const choices = (root: Element) =>
  [...root.querySelectorAll("#settings-language label")].map((label) => ({
    text: label.textContent,
    lang: label.getAttribute("lang"),
    checked: label.querySelector<HTMLInputElement>("input")?.checked,
  }));

describe("the language section", () => {
  it("offers the system's language and every language LoGo has a catalog for, each by its own name", async () => {
    const root = await open(fakeIpc());
    expect(get(root, "#settings-language h2").textContent).toBe("Sprache · Language");
    const names = LOCALES.map((tag) => LANGUAGES.find((l) => l.tag === tag)?.name);
    expect(choices(root)).toEqual([
      { text: "Wie das System (English)", lang: null, checked: true },
      ...LOCALES.map((tag, k) => ({ text: names[k], lang: tag, checked: false })),
    ]);
    expect(names).toContain("Deutsch");
    expect(names).toContain("English");
  });

  it("switches every text at once and remembers the choice", async () => {
    const ipc = fakeIpc({ languageGet: vi.fn(() => Promise.resolve("de")) });
    const root = await open(ipc);
    expect(get<HTMLInputElement>(root, "#language-de").checked).toBe(true);
    click(get(root, "#language-en"));
    await settle();
    expect(ipc.languageSet).toHaveBeenCalledWith("en");
    expect(getLocale()).toBe("en");
    expect(get(root, "h1").textContent).toBe("Settings");
    expect(get(root, "#settings-language h2").textContent).toBe("Language");
    expect(get(root, "#settings-engines h2").textContent).toBe("Go programs");
    expect(get<HTMLInputElement>(root, "#language-en").checked).toBe(true);
    click(get(root, "#language-system"));
    await settle();
    expect(ipc.languageSet).toHaveBeenLastCalledWith(null);
    expect(getLocale()).toBe("en");
    expect(get(root, "#language-system").closest("label")?.textContent).toBe("As the system (English)");
  });

  it("keeps the switch for this run and says why when the choice cannot be saved", async () => {
    const ipc = fakeIpc({
      languageSet: vi.fn(() => Promise.reject({ code: "settings_not_saved", problem: "disk_full" })),
    });
    const root = await open(ipc);
    click(get(root, "#language-de"));
    await settle();
    expect(getLocale()).toBe("de");
    expect(get(root, "#language-notice").textContent).toBe(
      "Die Einstellung wurde nicht gespeichert, weil die Datenbank gerade nichts annimmt.",
    );
  });

  it("follows the system when the stored language has no catalog (any more)", async () => {
    const root = await open(fakeIpc({ languageGet: vi.fn(() => Promise.resolve("xx")) }));
    expect(get<HTMLInputElement>(root, "#language-system").checked).toBe(true);
  });
});
