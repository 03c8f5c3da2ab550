// The library screen in the real window: a folder of the library's fixtures
// plus a few thousand small generated games is imported through the native
// folder dialog (answered with xdotool) with the progress bar counting up;
// the summary names the files that failed; sorted by date newest first, the
// undated games come last; a player filter finds Go Seigen;
// the game opens on the review screen; it is tagged, found by its tag,
// deleted after confirmation and brought back with undo.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { By, Key } from "selenium-webdriver";
import { Harness, waitFor, waitForText } from "./harness.mjs";
import { chooseFolder } from "./gtkDialog.mjs";

const FIXTURES = resolve(import.meta.dirname, "..", "..", "crates", "library", "tests", "fixtures");
const GENERATED = 3000;
const LETTERS = "abcdefghi";

/** A small 9x9 record whose ten moves are drawn from `n` (a fixed linear congruential sequence). */
function smallGame(n) {
  let state = n * 7919 + 17;
  const moves = [];
  for (let i = 0; i < 10; i++) {
    state = (state * 69069 + 1) % 4294967296;
    const point = state % 81;
    moves.push(`;${i % 2 === 0 ? "B" : "W"}[${LETTERS[point % 9]}${LETTERS[Math.floor(point / 9)]}]`);
  }
  return `(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7]RU[Chinese]PB[Spieler ${n}]PW[Gegnerin ${n}]DT[2020-01-01]RE[B+R]${moves.join("")})\n`;
}

const work = mkdtempSync(join(tmpdir(), "logo-library-"));
const folder = join(work, "Sammlung");
mkdirSync(join(folder, "erzeugt"), { recursive: true });
for (const name of readdirSync(FIXTURES)) copyFileSync(join(FIXTURES, name), join(folder, name));
for (let n = 0; n < GENERATED; n++) writeFileSync(join(folder, "erzeugt", `partie-${n}.sgf`), smallGame(n));
// The fixtures: broken (1 game, repaired), collection (3), cp936 (1), notes.txt (1, found by sniffing),
// shift_jis (1) are imported; empty.sgf and not-sgf.sgf fail; picture.png is not opened.
const FILES = GENERATED + 7;
const GAMES = GENERATED + 7;

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const click = async (selector) => (await waitFor(driver, selector)).click();
const count = () => driver.findElement(By.css("#lib-count")).getText();
/** All the text of an element, also of cells scrolled out of view. */
const textOf = (element) => driver.executeScript("return arguments[0].textContent", element);

test("a folder imports with the progress bar counting up, and the window stays usable", async () => {
  await click("#nav-library");
  await waitForText(driver, "#lib-empty", "Die Bibliothek ist noch leer.");
  await click("#lib-import-folder");
  await chooseFolder("Ordner mit SGF-Dateien in die Bibliothek übernehmen", folder);
  const running = await waitForText(driver, "#import-files", `von ${FILES.toLocaleString("de-DE")} Dateien`);
  assert.match(running, /^[\d.]+ von /);
  await waitFor(driver, "#import-progress");
  await app.screenshot("library-import-progress");
  // The window answers while the import runs: another screen and back.
  await click("#nav-play");
  await waitFor(driver, "[data-point]");
  await click("#nav-library");
  await waitFor(driver, "#lib-import-folder");
  const headline = await waitForText(driver, "#import-headline", "Fertig:");
  assert.equal(
    headline,
    `Fertig: ${GAMES.toLocaleString("de-DE")} Partien aus ${FILES.toLocaleString("de-DE")} Dateien übernommen.`,
  );
  await waitForText(driver, "#import-games", `${GAMES.toLocaleString("de-DE")} Partien übernommen`);
  await waitForText(driver, "#import-failures", "2 Fehler");
  await click("#import-failed summary");
  const failed = await waitForText(driver, "#import-failed", "empty.sgf");
  assert.match(failed, /not-sgf\.sgf — Zeile 1, Spalte 1: keine SGF-Partie gefunden\./);
  await click("#import-repaired summary");
  await waitForText(driver, "#import-repaired", "broken.sgf");
  await waitForText(driver, "#lib-count", `${GAMES.toLocaleString("de-DE")} Partien`);
  await app.screenshot("library-import-done");
});

test("sorted by date, newest first, the dated games come first and the undated last", async () => {
  const sorted = async () =>
    (await driver.findElement(By.css("#lib-sort-date")).findElement(By.xpath("..")).getAttribute("aria-sort")) ?? "";
  for (let clicks = 0; clicks < 3 && (await sorted()) !== "descending"; clicks++) await click("#lib-sort-date");
  assert.equal(await sorted(), "descending");
  const firstRows = async () => {
    const rows = await driver.findElements(By.css(".lib-body [data-id]"));
    return Promise.all(rows.slice(0, 3).map(textOf));
  };
  // The collection's game of DT[24-12-2025] is the newest, then the generated ones of 2020-01-01;
  // broken.sgf and notes.txt have no date.
  const dated = /\d{4}-\d{2}-\d{2}/;
  await driver.wait(
    async () => {
      const rows = await firstRows();
      return rows.length === 3 && rows[0].includes("2025-12-24") && rows.every((row) => dated.test(row));
    },
    10_000,
    "the first rows are dated, the newest on top",
  );
  const sideways = await driver.executeScript(
    "const el = document.querySelector('.lib-scroll'); return [el.scrollWidth, el.clientWidth];",
  );
  assert.ok(sideways[0] <= sideways[1], `the table fits its box (${sideways}): a narrow one leaves out columns`);
  await app.screenshot("library-newest-first");
});

test("the table scrolls through the games and a player filter finds Go Seigen as you type", async () => {
  const scroller = await driver.findElement(By.css(".lib-scroll"));
  await driver.executeScript("arguments[0].scrollTop = 2500 * 30", scroller);
  await waitFor(driver, '.lib-body [aria-rowindex="2510"][data-id]');
  const player = await driver.findElement(By.css("#lib-filter-player"));
  await player.sendKeys("go seigen");
  await waitForText(driver, "#lib-count", "1 Partie");
  const row = await waitFor(driver, '.lib-body [aria-rowindex="2"][data-id]');
  // The result as the German table writes it: S(chwarz)+2.
  assert.match(await textOf(row), /Go Seigen \(9p\)Kitani Minoru \(9p\)S\+21933-10-16,1719 × 19/);
  await app.screenshot("library-filtered");
});

test("the game opens on the review screen with Enter", async () => {
  await click('.lib-body [aria-rowindex="2"]');
  await driver.actions().sendKeys(Key.ENTER).perform();
  await waitForText(driver, "#review-file", "collection.sgf");
  await waitForText(driver, "#info-black", "Go Seigen");
  await app.screenshot("library-opened-for-review");
});

test("the game is tagged and found again by its tag", async () => {
  await click("#nav-library");
  await waitForText(driver, "#lib-detail-title", "Go Seigen gegen Kitani Minoru");
  const tag = await driver.findElement(By.css("#lib-tag-input"));
  await tag.sendKeys("Lehrpartie", Key.ENTER);
  await waitForText(driver, "#lib-tag-list", "Lehrpartie");
  await click("#lib-filter-reset");
  await waitForText(driver, "#lib-count", `${GAMES.toLocaleString("de-DE")} Partien`);
  await click('#lib-filter-tag option[value="Lehrpartie"]');
  await waitForText(driver, "#lib-count", "1 Partie");
  const row = await waitFor(driver, '.lib-body [aria-rowindex="2"][data-id]');
  assert.match(await textOf(row), /Go Seigen/);
  await app.screenshot("library-found-by-tag");
});

test("the game is deleted after confirmation and comes back with undo", async () => {
  await click("#lib-delete");
  await waitForText(driver, "#lib-delete-confirm", "Go Seigen gegen Kitani Minoru löschen?");
  await click("#lib-delete-yes");
  await waitForText(driver, "#lib-news", "Eine Partie gelöscht.");
  await waitForText(driver, "#lib-count", "0 Partien");
  await waitForText(driver, "#lib-empty", "Keine Partie passt zu diesen Filtern.");
  await click("#lib-undo");
  await waitForText(driver, "#lib-news", "Eine Partie ist wieder da.");
  await waitForText(driver, "#lib-count", "1 Partie");
  await waitForText(driver, "#lib-detail-title", "Go Seigen gegen Kitani Minoru");
  assert.equal(await count(), "1 Partie");
  await app.screenshot("library-undo");
});
