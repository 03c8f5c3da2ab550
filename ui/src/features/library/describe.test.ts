import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../i18n";
import { libraryRow } from "../../testing/libraryFixtures";
import { gameTitle, sourceText } from "./describe";
import { importProblemText } from "./describeImport";

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

describe("a game refused inside a collection", () => {
  afterEach(() => setLocale("de"));

  it("is told with the line and column where it starts, when they are known", () => {
    setLocale("de");
    const reason = { code: "bad_board_size", raw: "-10" } as const;
    const at = importProblemText({ code: "game_refused", game: 2, line: 3, column: 4, reason });
    expect(at).toMatch(/^Partie 2 \(Zeile 3, Spalte 4\): /);
    const nowhere = importProblemText({ code: "game_refused", game: 2, line: null, column: null, reason });
    expect(nowhere).toMatch(/^Partie 2: /);
  });
});
