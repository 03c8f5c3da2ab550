import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../i18n";
import { libraryRow } from "../../testing/libraryFixtures";
import { gameTitle, sourceText } from "./describe";

describe("a library entry's name and origin", () => {
  afterEach(() => setLocale("de"));

  it("a game is named by its players, a teaching record or position by the title it was saved under", () => {
    setLocale("de");
    expect(gameTitle(libraryRow(1, { title: "Oteai 1939" }))).toBe("Schwarz 1 gegen Weiß 1");
    const teaching = libraryRow(2, { kind: "teaching", title: "Lehrbrett Ecke", black: "Anna", white: "Ben" });
    expect(gameTitle(teaching)).toBe("Lehrbrett Ecke");
    expect(gameTitle(libraryRow(3, { black: null, white: " ", title: "Joseki" }))).toBe("Joseki");
    expect(gameTitle(libraryRow(4, { black: null, white: null }))).toBe("unbekannt gegen unbekannt");
  });

  it("says what LoGo made: a game played, a teaching record or a position; else the file", () => {
    setLocale("en");
    const made = (kind: "game" | "teaching" | "position") =>
      sourceText(libraryRow(1, { origin: "played_in_logo", kind, source: null }));
    expect([made("game"), made("teaching"), made("position")]).toEqual([
      "played in LoGo",
      "teaching record from LoGo",
      "position from LoGo",
    ]);
    expect(sourceText(libraryRow(5))).toBe("partie-5.sgf");
  });
});
