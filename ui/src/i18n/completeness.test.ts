// @vitest-environment node
import { describe, expect, it } from "vitest";
import { catalogProblems } from "../testing/catalogCheck";
import type { Catalog } from "../testing/catalogCheck";
import { de } from "./de";
import { en } from "./en";
import { ru } from "./ru";
import { LANGUAGES, LOCALES, formatNumber, setLocale, t } from "./index";
import { CATALOG_FOLDERS, catalogs } from "./locales";

// Every language folder there is, found on disk: a folder left out of ./locales.ts is still checked (and refused).
const indexes = import.meta.glob<Record<string, Catalog>>("./*/index.ts", { eager: true });
const features = import.meta.glob<Record<string, Catalog>>(["./*/*.ts", "!./*/index.ts"], { eager: true });
const folderOf = (path: string) => path.split("/")[1] ?? "";
const fileOf = (path: string) => path.split("/")[2] ?? "";
const languages = Object.keys(indexes).map(folderOf).sort();

/** The catalog a language folder's index exports under the language's tag (`fr/index.ts` exports `fr`). */
function catalogOf(lang: string): Catalog {
  const catalog = indexes[`./${lang}/index.ts`]?.[lang];
  if (!catalog) throw new Error(`${lang}/index.ts exports no catalog named "${lang}"`);
  return catalog;
}

/** The feature files of a language, each with its keys. */
function featureFiles(lang: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const [path, module] of Object.entries(features)) {
    if (folderOf(path) !== lang) continue;
    files.set(
      fileOf(path),
      Object.values(module).flatMap((catalog) => Object.keys(catalog)),
    );
  }
  return files;
}

describe("every language", () => {
  it("has a folder for each registered language and is registered for each folder", () => {
    expect(languages).toContain("de");
    expect(languages).toContain("en");
    expect(Object.keys(catalogs).sort()).toEqual(languages);
    expect([...CATALOG_FOLDERS].sort()).toEqual(languages);
    const withTexts = [...new Set(Object.keys(features).map(folderOf))].sort();
    expect(withTexts, "a folder of texts without index.ts is neither offered nor checked").toEqual(languages);
  });

  it("LoGo is written for has its catalog: all ten of the leaflet, none left out", () => {
    expect(languages).toEqual(LANGUAGES.map((l) => l.tag as string).sort());
    expect(languages.length, "the leaflet's ten at least").toBeGreaterThanOrEqual(10);
  });

  it("offered in the settings' menu has a folder, and every folder is offered under its own name", () => {
    const known = LANGUAGES.map((l) => l.tag as string);
    for (const folder of languages) expect(known, `${folder}/ is no language of languages.ts`).toContain(folder);
    expect([...LOCALES].sort()).toEqual(languages);
    expect(LOCALES[0]).toBe("de");
    const order = LOCALES.map((tag) => known.indexOf(tag));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(languages)("%s writes komi and scores the way its readers do (6,5 or 6.5)", (lang) => {
    const locale = LOCALES.find((tag) => tag === lang);
    if (!locale) throw new Error(`${lang} is not offered`);
    setLocale(locale);
    const komi = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(7.5);
    expect(formatNumber(7.5)).toBe(komi);
    expect(t("play.rules", { rules: "x", komi: 7.5 })).toContain(komi);
    setLocale("de");
  });

  it.each(languages)("%s has German's feature files, each with German's keys, none twice", (lang) => {
    const german = featureFiles("de");
    const files = featureFiles(lang);
    expect([...files.keys()].sort()).toEqual([...german.keys()].sort());
    for (const [file, keys] of files) expect(keys.sort(), `${lang}/${file}`).toEqual(german.get(file)?.sort());
    const all = [...files.values()].flat();
    expect(new Set(all).size, `${lang}: a key in two files`).toBe(all.length);
  });

  it.each(languages)("%s has every text, as ICU messages with German's arguments and CLDR's plural forms", (lang) => {
    expect(catalogProblems(lang, catalogOf(lang), de)).toEqual([]);
  });
});

describe("the completeness check", () => {
  const broken = (changes: Record<string, string | undefined>): Catalog => {
    const copy: Record<string, string> = { ...en };
    for (const [key, text] of Object.entries(changes)) {
      if (text === undefined) delete copy[key];
      else copy[key] = text;
    }
    return copy;
  };

  it("notices a missing, an empty and an unknown key", () => {
    const problems = catalogProblems("en", broken({ "play.pass": undefined, "play.undo": " ", "play.extra": "x" }), de);
    expect(problems).toEqual([
      'en "play.pass": is missing',
      'en "play.undo": is empty',
      'en "play.extra": is no German key',
    ]);
  });

  it("notices a message that does not parse, and arguments that differ in name or kind", () => {
    const problems = catalogProblems(
      "en",
      broken({
        "play.turn": "{color to play",
        "play.stone": "Stone: {colour}",
        "play.rules": "{rules} · komi {komi}",
      }),
      de,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^en "play.turn": does not parse/);
    expect(problems[1]).toBe('en "play.stone": has arguments [colour:string] where German has [color:string]');
    expect(problems[2]).toBe(
      'en "play.rules": has arguments [komi:string,rules:string] where German has [komi:number,rules:string]',
    );
  });

  it("takes a plural where German has a number, since both are given a number", () => {
    const polish = {
      "play.rules":
        "{rules} · {komi, plural, one {# punkt komi} few {# punkty komi} many {# punktów komi} other {# punktu komi}}",
    };
    expect(catalogProblems("pl", broken(polish), de).filter((p) => p.includes('"play.rules"'))).toEqual([]);
  });

  it("asks Polish and Russian for forms by a count wherever German declines by it", () => {
    const entries = { "review.entryMoves": "{n, number} ход." };
    expect(catalogProblems("ru", broken(entries), de)).toContain(
      'ru "review.entryMoves": has no plural by {n}, which German declines by',
    );
    expect(catalogProblems("da", broken({ "review.entryMoves": "{n, number} træk" }), de)).toEqual([]);
  });

  it("refuses a select branch its argument is never given, such as a colour's former name", () => {
    const entries = { "play.turn": "{color, select, Черные {Ход чёрных} other {Ход белых}}" };
    expect(catalogProblems("ru", { ...ru, ...entries }, de)).toContain(
      'ru "play.turn": select {color} has Черные, which it is never given',
    );
  });

  it("asks for every plural form CLDR gives the language, and refuses forms it never picks", () => {
    const entries = { "review.entryMoves": "{n, plural, one {# ход} other {# хода}}" };
    expect(catalogProblems("ru", broken(entries), de)).toContain('ru "review.entryMoves": plural {n} lacks few, many');
    const german = { "review.entryMoves": "{n, plural, one {# Zug} few {# Züge} other {# Züge}}" };
    expect(catalogProblems("de", broken(german), de)).toContain(
      'de "review.entryMoves": plural {n} has few, which de never picks',
    );
  });
});
