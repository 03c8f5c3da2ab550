import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { EntrySummary, EntryView } from "../../ipc";
import { click, get, mount, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc } from "../../testing/fakeIpc";
import { koBoard } from "../../testing/lessonFixtures";
import { WithLook } from "../../testing/look";
import { GlossaryScreen, alphabetical } from "./GlossaryScreen";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

const term = (text: string) => ({ text, language: "de", fell_back: false });
const summary = (id: string, text: string): EntrySummary => ({ id, term: term(text), japanese: null });
const SEKI: EntryView = {
  id: "seki",
  term: term("Seki"),
  english: "Seki",
  japanese: { romaji: "seki", kanji: "セキ" },
  definition: {
    paragraphs: [
      [
        { kind: "plain", text: "Zwei Gruppen leben " },
        { kind: "link", entry: "liberty", text: "Freiheiten" },
      ],
    ],
    language: "de",
    fell_back: false,
  },
  diagram: koBoard(),
  lessons: [{ lesson: "seki", page: null, title: term("Seki"), number: 7, page_number: null, available: true }],
  see_also: [summary("liberty", "Freiheit")],
};

describe("the glossary screen", () => {
  it("lists, searches, shows an entry with its diagram and opens its lesson", async () => {
    const ipc = fakeIpc({
      glossaryList: vi.fn(() => Promise.resolve([summary("liberty", "Freiheit"), summary("seki", "Seki")])),
      glossarySearch: vi.fn(() => Promise.resolve([summary("seki", "Seki")])),
      glossaryEntry: vi.fn(() => Promise.resolve(SEKI)),
    });
    const openEntry = vi.fn();
    const openLesson = vi.fn();
    const back = vi.fn();
    const openRules = vi.fn();
    mounted = mount(
      <WithLook ipc={ipc}>
        {(look) => (
          <GlossaryScreen
            ipc={ipc}
            look={look}
            entry="seki"
            openEntry={openEntry}
            openLesson={openLesson}
            openRules={openRules}
            back={back}
          />
        )}
      </WithLook>,
    );
    await settle();
    const root = mounted.container;
    expect(root.querySelectorAll(".glossary-list button")).toHaveLength(2);
    type(get<HTMLInputElement>(root, "#glossary-search"), "Seki");
    await settle();
    expect(ipc.glossarySearch).toHaveBeenCalledWith("Seki", "de");
    expect(get(root, "#glossary-count").textContent).toBe("1 Eintrag gefunden");
    expect(get(root, "#glossary-term").textContent).toBe("Seki");
    expect(get(root, ".glossary-japanese").textContent).toContain("Japanisch: seki");
    expect(get(root, ".glossary-diagram [role=grid]").getAttribute("aria-label")).toBe("Beispiel zu „Seki“");
    click(get(root, '#glossary-entry [data-lesson="seki"]'));
    expect(openLesson).toHaveBeenCalledWith("seki", undefined);
    expect(get(root, '#glossary-entry [data-lesson="seki"]').textContent).toBe("Lektion 7: Seki");
    click(get(root, '#glossary-definition [data-entry="liberty"]'));
    expect(openEntry).toHaveBeenCalledWith("liberty");
    click(get(root, "#btn-glossary-back"));
    expect(back).toHaveBeenCalled();
    expect(get(root, "#btn-glossary-rules").textContent).toBe("Regeln in Kürze");
    click(get(root, "#btn-glossary-rules"));
    expect(openRules).toHaveBeenCalled();
  });

  it("shows the diagram's coordinates with KOORD and says that a typed point is no move there", async () => {
    const ipc = fakeIpc({
      glossaryList: vi.fn(() => Promise.resolve([summary("seki", "Seki")])),
      glossaryEntry: vi.fn(() => Promise.resolve(SEKI)),
    });
    mounted = mount(
      <WithLook ipc={ipc}>
        {(look) => (
          <GlossaryScreen
            ipc={ipc}
            look={look}
            entry="seki"
            openEntry={vi.fn()}
            openLesson={vi.fn()}
            openRules={vi.fn()}
            back={null}
          />
        )}
      </WithLook>,
    );
    await settle();
    const root = mounted.container;
    const coordinates = () => root.querySelectorAll(".glossary-diagram .board-coordinates").length;
    expect(get(root, "#btn-coords").getAttribute("aria-pressed")).toBe("true");
    expect(coordinates()).toBe(1);
    click(get(root, ".glossary-diagram #btn-coords"));
    await settle();
    expect(get(root, "#btn-coords").getAttribute("aria-pressed")).toBe("false");
    expect(coordinates()).toBe(0);
    type(get<HTMLInputElement>(root, "#coord-input"), "A1");
    get<HTMLFormElement>(root, ".coordinate-form").dispatchEvent(
      new Event("submit", { bubbles: true, cancelable: true }),
    );
    await settle();
    expect(get(root, "#coord-message").textContent).toBe(
      "Dieses Brett nimmt keine Züge an – es ist nur zum Anschauen da.",
    );
  });
});

describe("the glossary's alphabetical order", () => {
  const order = (texts: string[], locale: string) =>
    alphabetical(
      texts.map((text, k) => summary(`e${k}`, text)),
      locale,
    ).map((e) => e.term.text);

  it("follows each language's alphabet", () => {
    expect(order(["Życie i śmierć", "Łańcuch", "Oddech", "Liczenie terytorium"], "pl")).toEqual([
      "Liczenie terytorium",
      "Łańcuch",
      "Oddech",
      "Życie i śmierć",
    ]);
    expect(order(["Vie et mort", "Œil", "Passer", "Menace de ko"], "fr")).toEqual([
      "Menace de ko",
      "Œil",
      "Passer",
      "Vie et mort",
    ]);
    expect(order(["Øje", "Atari", "Seki"], "da")).toEqual(["Atari", "Seki", "Øje"]);
    expect(order(["Сэки", "атари", "Ёмкость"], "ru")).toEqual(["атари", "Ёмкость", "Сэки"]);
  });
});
