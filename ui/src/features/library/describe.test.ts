import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../i18n";
import type { LibraryRow } from "../../ipc";
import { libraryRow } from "../../testing/libraryFixtures";
import { gameTitle, resultShort, resultWords, sourceText } from "./describe";
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

describe("a game's result", () => {
  afterEach(() => setLocale("de"));
  // A win on points as the backend sends it: the margin read from the text (null when unreadable).
  const points = (result: string, margin_halves: number | null, winner: "B" | "W" = "B") =>
    libraryRow(1, { result, winner, result_kind: "points", margin_halves });

  it("reads short in the table, with the language's colour letter and decimal separator", () => {
    const shown = (locale: "de" | "en" | "fr" | "ru" | "pl") => {
      setLocale(locale);
      return [resultShort(points("B+3.5", 7)), resultShort(points("W+12", 24, "W"))];
    };
    expect(shown("de")).toEqual(["S+3,5", "W+12"]);
    expect(shown("en")).toEqual(["B+3.5", "W+12"]);
    expect(shown("fr")).toEqual(["N+3,5", "B+12"]);
    expect(shown("ru")).toEqual(["Ч+3,5", "Б+12"]);
    expect(shown("pl")).toEqual(["C+3,5", "B+12"]);
  });

  it("shortens resignation, time, forfeit, a draw and a void game too", () => {
    setLocale("de");
    const short = (result: string, result_kind: LibraryRow["result_kind"], winner: LibraryRow["winner"]) =>
      resultShort(libraryRow(1, { result, result_kind, winner }));
    expect(short("W+R", "resignation", "W")).toBe("W+Aufg.");
    expect(short("B+T", "time", "B")).toBe("S+Zeit");
    expect(short("B+F", "forfeit", "B")).toBe("S+kampfl.");
    expect(short("0", "draw", null)).toBe("Jigo");
    expect(short("Void", "void", null)).toBe("ungewertet");
    setLocale("ru");
    expect(short("B+R", "resignation", "B")).toBe("Ч+сдача");
    expect(short("Jigo", "draw", null)).toBe("Ничья");
  });

  it("is said in words as on the play screen, without the SGF text", () => {
    setLocale("de");
    expect(resultWords(points("B+3.5", 7))).toBe("Schwarz gewinnt mit 3,5 Punkten Vorsprung.");
    expect(resultWords(libraryRow(1))).toBe("Schwarz gewinnt durch Aufgabe.");
    expect(resultWords(libraryRow(1, { result: "W+F", winner: "W", result_kind: "forfeit" }))).toBe(
      "Weiß gewinnt kampflos.",
    );
    expect(resultWords(libraryRow(1, { result: "0", winner: null, result_kind: "draw" }))).toBe(
      "Die Partie endet unentschieden.",
    );
    setLocale("ru");
    expect(resultWords(points("W+0.5", 1, "W"))).toBe("Белые выигрывают с перевесом в 0,5 очка.");
  });

  it("shows what it cannot read as written, in the cell and in words", () => {
    setLocale("fr");
    const odd = [
      libraryRow(1, { result: "B+?", winner: "B", result_kind: "unknown" }),
      libraryRow(2, { result: "?", winner: null, result_kind: "unknown" }),
      points("B+3.25", null),
    ];
    expect(odd.map(resultShort)).toEqual(["B+?", "?", "B+3.25"]);
    expect(odd.map(resultWords)).toEqual(["B+?", "?", "B+3.25"]);
    expect(resultShort(libraryRow(3, { result: null, winner: null, result_kind: null }))).toBe("");
  });
});
