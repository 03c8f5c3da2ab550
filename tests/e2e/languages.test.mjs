// LoGo's languages in the real window. The system (LANG) speaks German. The
// user switches to English in the settings: the play screen and an illegal
// move's message are English at once, the short rules page is English, and
// after a restart LoGo still speaks English; back to German the same way.
// Then the path: French play screen and illegal move, the ko lesson
// and the glossary in French (their words read from the lesson files), the
// short rules in Russian, Russian kept after a restart. Last, a screenshot of the
// play screen in each of the ten languages, under target/e2e-screenshots/,
// and first starts on a French system (French) and a Swedish one (German,
// LoGo's fallback).
// Every expected text is read from the catalogs, so the test follows them.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { By } from "selenium-webdriver";
import { Harness, WAIT_MS, cell, waitFor, waitForStone, waitForText } from "./harness.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
const I18N = join(ROOT, "ui", "src", "i18n");
/** The ten languages of the issue, in the menu's order. */
const TEN = ["de", "en", "fr", "es", "nl", "da", "it", "pt", "pl", "ru"];
/** The languages with a catalog folder (what the app built from them offers). */
const PRESENT = readdirSync(I18N, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(I18N, entry.name, "index.ts")))
  .map((entry) => entry.name);
/** The languages the short rules speak (`languages = [...]` in lessons/rules.toml). */
const RULES_LANGUAGES = JSON.parse(
  readFileSync(join(ROOT, "lessons", "rules.toml"), "utf8").match(/^languages\s*=\s*(\[[^\]]*\])/m)?.[1] ?? "[]",
);

/** The text of `key` in the catalog of `lang`, read from its source files. */
function catalogText(lang, key) {
  const folder = join(I18N, lang);
  const quoted = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`"${quoted}":\\s*"((?:[^"\\\\]|\\\\.)*)"`);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
    const found = readFileSync(join(folder, file), "utf8").match(pattern);
    if (found) return JSON.parse(`"${found[1]}"`);
  }
  throw new Error(`no "${key}" in ${folder}`);
}

/** The `key.lang = "…"` text of the entry with `id = "id"` in the lesson file `file` (one-line texts only). */
function courseText(file, id, key, lang) {
  const text = readFileSync(join(ROOT, "lessons", file), "utf8");
  const from = id === null ? 0 : text.indexOf(`\nid = "${id}"\n`);
  assert.ok(from >= 0, `no id "${id}" in ${file}`);
  const found = text.slice(from).match(new RegExp(`^${key}\\.${lang} = ("(?:[^"\\\\]|\\\\.)*")$`, "m"));
  assert.ok(found, `no ${key}.${lang} after "${id}" in ${file}`);
  return JSON.parse(found[1]);
}

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const click = async (selector) => (await waitFor(driver, selector)).click();
const documentLanguage = () => driver.executeScript("return document.documentElement.lang");

/** Chooses `lang` in the settings and waits until the navigation speaks it. */
async function chooseLanguage(lang) {
  await click("#nav-settings");
  await click(`#language-${lang}`);
  await waitForText(driver, "#nav-play", catalogText(lang, "nav.play"));
  assert.equal(await documentLanguage(), lang);
}

/** Opens the play screen and tries a stone on a point that holds one: the refusal in `lang`. */
async function illegalMoveIn(lang) {
  await click("#nav-play");
  const point = await waitFor(driver, '[data-point="dd"]');
  if (!(await point.getAttribute("data-stone"))) {
    await point.click();
    await waitForStone(driver, "dd", "B");
  }
  await driver.findElement(cell("dd")).click();
  await waitForText(driver, "#message", catalogText(lang, "illegal.occupied"));
  await waitForText(driver, "#turn", catalogText(lang, "color.W"));
}

/** Waits until the play screen says whose turn it is in `lang`. */
async function waitForTurnIn(lang) {
  // The turn as the UI words it: the catalog's message for either colour (a
  // language may decline the colour's name inside it, as Russian does).
  const turns = ["color.B", "color.W"].map((color) =>
    new IntlMessageFormat(catalogText(lang, "play.turn"), lang).format({ color: catalogText(lang, color) }),
  );
  await driver.wait(
    async () => {
      const turn = await driver.findElements(By.css("#turn"));
      const text = turn.length > 0 ? await turn[0].getText() : "";
      return turns.some((words) => text.includes(words));
    },
    15000,
    `the turn in ${lang} (${turns.join(" / ")})`,
  );
}

/** Opens the ko lesson from the Learn screen: its title and first page speak `lang` itself. */
async function koLessonIn(lang) {
  await click("#nav-learn");
  await click("#lesson-ko button");
  await waitFor(driver, '#lesson-player[data-lesson="ko"]');
  await waitForText(driver, "#lesson-title", courseText("ko.toml", null, "title", lang));
  const text = await waitFor(driver, "#lesson-text");
  assert.equal(await text.getAttribute("lang"), lang);
  assert.equal((await driver.findElements(By.css('[data-testid="fallback-note"]'))).length, 0, "no English fallback");
}

/** Searches the glossary for the seki entry by its term in `lang` and opens it. */
async function glossaryIn(lang) {
  const term = courseText("glossary.toml", "seki", "term", lang);
  await click("#nav-glossary");
  const search = await waitFor(driver, "#glossary-search");
  await search.clear();
  await search.sendKeys(term);
  await click('.glossary-list [data-entry="seki"]');
  await waitForText(driver, "#glossary-term", term);
  const definition = await waitFor(driver, "#glossary-definition");
  assert.equal(await definition.getAttribute("lang"), lang);
}

/** Opens the short rules from the Learn screen and checks their first page speaks `lang` itself. */
async function shortRulesIn(lang) {
  await click("#nav-learn");
  await click("#btn-rules");
  await waitFor(driver, '#lesson-player[data-lesson="rules"]');
  const text = await waitFor(driver, "#lesson-text");
  assert.equal(await text.getAttribute("lang"), lang);
  assert.equal((await driver.findElements(By.css('[data-testid="fallback-note"]'))).length, 0, "no English fallback");
  await waitForText(driver, "#btn-course", catalogText(lang, "rules.back"));
}

test("LoGo starts in the system's language", async () => {
  await waitForText(driver, "#nav-play", catalogText("de", "nav.play"));
  assert.equal(await documentLanguage(), "de");
});

test("English chosen in the settings: the play screen and an illegal move speak English at once", async () => {
  await chooseLanguage("en");
  await app.screenshot("languages-en-settings");
  await illegalMoveIn("en");
  await app.screenshot("languages-en-illegal-move");
});

test("the short rules page speaks English", async () => {
  await shortRulesIn("en");
  await waitForText(driver, "#lesson-title", "The rules in short");
  await app.screenshot("languages-en-short-rules");
});

test("after a restart LoGo still speaks English, though the system speaks German", async () => {
  driver = await app.restart();
  await waitForText(driver, "#nav-play", catalogText("en", "nav.play"));
  assert.equal(await documentLanguage(), "en");
  await click("#nav-settings");
  // The choice shows once the stored language has been read back (no radio is checked before).
  const english = await waitFor(driver, "#language-en");
  await driver.wait(() => english.isSelected(), WAIT_MS, "English is the stored choice").catch(() => {});
  assert.equal(await english.isSelected(), true);
});

test("back to German the same way", async () => {
  await chooseLanguage("de");
  await illegalMoveIn("de");
});

test("French: the play screen and an illegal move in French", async () => {
  await chooseLanguage("fr");
  await illegalMoveIn("fr");
  await app.screenshot("languages-fr-illegal-move");
});

test("French: the ko lesson and the glossary in French", async () => {
  await koLessonIn("fr");
  await app.screenshot("languages-fr-ko-lesson");
  await glossaryIn("fr");
});

test("Russian: the short rules page in Russian", async () => {
  await chooseLanguage("ru");
  await shortRulesIn("ru");
  await app.screenshot("languages-ru-short-rules");
});

test("Russian is kept after a restart", async () => {
  driver = await app.restart();
  await waitForText(driver, "#nav-play", catalogText("ru", "nav.play"));
  assert.equal(await documentLanguage(), "ru");
});

test("each of the ten languages: the play screen, photographed", async () => {
  for (const lang of TEN) {
    await chooseLanguage(lang);
    await click("#nav-play");
    await waitForTurnIn(lang);
    await app.screenshot(`languages-play-${lang}`);
  }
  await chooseLanguage("de");
});

test("all ten languages of the issue are there, and the short rules speak each of them", () => {
  assert.deepEqual([...PRESENT].sort(), [...TEN].sort());
  assert.deepEqual([...RULES_LANGUAGES].sort(), [...TEN].sort());
});

test("a first start on a French system speaks French, and a language LoGo lacks falls back to German", async () => {
  for (const [lang, expected] of [
    ["fr_FR.UTF-8", "fr"],
    ["sv_SE.UTF-8", "de"],
  ]) {
    const fresh = new Harness({ lang });
    try {
      const shown = await fresh.start();
      await waitForText(shown, "#nav-play", catalogText(expected, "nav.play"));
      assert.equal(await shown.executeScript("return document.documentElement.lang"), expected, lang);
      await fresh.screenshot(`languages-system-${expected}-from-${lang.slice(0, 2)}`);
    } finally {
      await fresh.stop();
    }
  }
});
