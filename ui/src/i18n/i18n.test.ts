import { afterEach, describe, expect, it, vi } from "vitest";
import { keepDocumentLanguage } from "./documentLanguage";
import { detectLocale, formatNumber, getLocale, initialLocale, onLocaleChange, setLocale, t } from "./index";

describe("texts", () => {
  afterEach(() => setLocale("de"));

  it("fills in parameters and writes numbers the local way", () => {
    expect(t("play.rules", { rules: "Japanisch", komi: 6.5 })).toBe("Japanisch · Komi 6,5");
    expect(formatNumber(1234.5)).toBe("1.234,5");
    setLocale("en");
    expect(t("play.rules", { rules: "Japanese", komi: 6.5 })).toBe("Japanese · komi 6.5");
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });

  it("picks the plural form the count asks for, with half points as numbers", () => {
    const capture = (n: number) => t("announce.capture", { color: "Weiß", point: "D4", n });
    expect(capture(1)).toBe("Weiß D4, ein Stein geschlagen");
    expect(capture(3)).toBe("Weiß D4, 3 Steine geschlagen");
    expect(t("review.entryMoves", { n: 1 })).toBe("1 Zug");
    expect(t("review.entryMoves", { n: 1200 })).toBe("1.200 Züge");
    expect(t("result.score", { color: "Weiß", points: 0.5 })).toBe("Weiß gewinnt mit 0,5 Punkten Vorsprung.");
    setLocale("en");
    expect(t("result.score", { color: "White", points: 1 })).toBe("White wins by one point.");
    expect(t("result.score", { color: "White", points: 2.5 })).toBe("White wins by 2.5 points.");
    expect(t("review.warnings", { n: 1 })).toBe("One note from reading the file");
  });

  it("tells subscribers when the language changes, until they stop listening", () => {
    const heard = vi.fn();
    const stop = onLocaleChange(heard);
    setLocale("en");
    setLocale("en");
    expect(getLocale()).toBe("en");
    expect(heard.mock.calls).toEqual([["en"]]);
    stop();
    setLocale("de");
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("has the type checker refuse unknown keys and wrong parameters (enforced by npm run typecheck)", () => {
    const refused = [
      // @ts-expect-error: no such key
      () => t("app.nothing"),
      // @ts-expect-error: a text without parameters takes none
      () => t("app.loading", {}),
      // @ts-expect-error: {color} takes a string
      () => t("play.turn", { color: 3 }),
      // @ts-expect-error: {width, number} takes a number
      () => t("board.label", { width: "9", height: 9 }),
      // @ts-expect-error: {point} is missing
      () => t("announce.capture", { color: "Weiß", n: 2 }),
      // @ts-expect-error: the text has no {x}
      () => t("announce.capture", { color: "Weiß", point: "D4", n: 2, x: 1 }),
    ];
    expect(refused).toHaveLength(6);
  });

  it("speaks English to English systems and German to everyone else", () => {
    expect(detectLocale(["en-GB", "de"])).toBe("en");
    expect(detectLocale(["de-AT"])).toBe("de");
    expect(detectLocale(["xx-XX", "en-US"])).toBe("en");
    expect(detectLocale(["xx-XX"])).toBe("de");
    expect(detectLocale(["en_US"])).toBe("en");
    expect(detectLocale([])).toBe("de");
  });

  it("starts in the language chosen in the settings, else in the system's", () => {
    expect(initialLocale("en", ["de-DE"])).toBe("en");
    expect(initialLocale(null, ["en-US"])).toBe("en");
    expect(initialLocale("xx", ["en-US"]), "a choice LoGo cannot speak falls back to the system").toBe("en");
    expect(initialLocale(null, ["xx"])).toBe("de");
  });

  it("keeps the document's lang equal to the language spoken", () => {
    const root = document.createElement("html");
    const stop = keepDocumentLanguage(root);
    expect(root.lang).toBe("de");
    setLocale("en");
    expect(root.lang).toBe("en");
    stop();
    setLocale("de");
    expect(root.lang).toBe("en");
  });
});
