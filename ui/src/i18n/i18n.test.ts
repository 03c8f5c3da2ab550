import { afterEach, describe, expect, it } from "vitest";
import { de } from "./de";
import { en } from "./en";
import { detectLocale, setLocale, t } from "./index";

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("texts", () => {
  afterEach(() => setLocale("de"));

  it("German and English have the same keys, none empty", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    for (const catalog of [de, en]) {
      for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe("");
    }
  });

  it("German and English use the same parameters in every text", () => {
    for (const [key, text] of Object.entries(de)) {
      expect(params(en[key as keyof typeof de]), key).toEqual(params(text));
    }
  });

  it("fills in parameters and writes numbers the local way", () => {
    expect(t("play.rules", { rules: "Japanisch", komi: 6.5 })).toBe("Japanisch · Komi 6,5");
    setLocale("en");
    expect(t("play.rules", { rules: "Japanese", komi: 6.5 })).toBe("Japanese · komi 6.5");
  });

  it("speaks English to English systems and German to everyone else", () => {
    expect(detectLocale(["en-GB", "de"])).toBe("en");
    expect(detectLocale(["de-AT"])).toBe("de");
    expect(detectLocale(["fr-FR", "en-US"])).toBe("en");
    expect(detectLocale(["fr-FR"])).toBe("de");
    expect(detectLocale([])).toBe("de");
  });
});
