import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../i18n";
import type { EntryView } from "../../ipc";
import { mount } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { words } from "../../testing/lessonFixtures";
import type { BoardLook } from "../coords/useBoardLook";
import { GlossaryEntry } from "./GlossaryEntry";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

function chain(text: string, language: string, fellBack = false): EntryView {
  return {
    id: "chain",
    term: { text, language, fell_back: fellBack },
    english: "Chain",
    japanese: null,
    definition: words("…"),
    diagram: null,
    lessons: [],
    see_also: [],
  };
}

const look: BoardLook = {
  coordinates: false,
  notation: "letters",
  problem: null,
  toggleCoordinates: () => {},
  setNotation: () => {},
};

function englishLine(entry: EntryView): string | null {
  mounted?.unmount();
  mounted = mount(<GlossaryEntry entry={entry} look={look} openEntry={() => {}} openLesson={() => {}} />);
  const line = mounted.container.querySelector(".glossary-english");
  return line?.textContent ?? null;
}

describe("a glossary entry", () => {
  it("names the English term beside a term in another language", () => {
    setLocale("de");
    expect(englishLine(chain("Kette", "de"))).toBe("Englisch: Chain");
    expect(mounted?.container.querySelector('.glossary-english [lang="en"]')?.textContent).toBe("Chain");
    setLocale("fr");
    expect(englishLine(chain("Chaîne", "fr"))).toBe("Anglais : Chain");
  });

  it("does not repeat the English term when it is already the one shown", () => {
    setLocale("en");
    expect(englishLine(chain("Chain", "en"))).toBeNull();
    setLocale("pl");
    expect(englishLine(chain("Chain", "en", true))).toBeNull();
    setLocale("de");
    expect(englishLine({ ...chain("Seki", "de"), english: "Seki" })).toBeNull();
  });
});
