// TEACH, KOORD and SAVE in the real window. On an empty 9x9 board: stones of
// both colours (by click and by a tool's key on a focused point), a triangle,
// the labels A and B, a comment, the coordinates switched off and on, a stone
// placed by typing "E5"; the record kept in the library (read back from the
// app's database file by `logo library list --db <file> --json`, a reader
// independent of the window), saved as SGF and as a PNG through the native
// dialogs, copied to the clipboard; the position saved as an exercise and
// solved from "Meine Aufgaben". Then in a running game: TEACH, a variation,
// back to the game, whose position and move number are unchanged. Last, the
// library screen finds the teaching record by its tag, under its title, and
// opens it for review with its stones and comment.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { By, Key } from "selenium-webdriver";
import {
  Harness,
  cell,
  newGame,
  playSequence,
  waitFor,
  waitForLibrarySearch,
  waitForStone,
  waitForText,
  WAIT_MS,
} from "./harness.mjs";
import { chooseFileToSave } from "./gtkDialog.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
const LOGO = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, "target"), "debug", "logo");
const work = mkdtempSync(join(tmpdir(), "logo-teach-"));
const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

/** The element, scrolled into the middle of its scrolling panel (WebKitWebDriver does not scroll inner panels). */
const shown = async (selector) => {
  const element = await waitFor(driver, selector);
  await driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", element);
  return element;
};
const click = async (selector) => (await shown(selector)).click();
const type = async (selector, text) => {
  const field = await shown(selector);
  await field.clear();
  await field.sendKeys(text);
};
const marker = (point) => driver.findElement(cell(point)).getAttribute("data-marker");
const waitForMarker = (point, kind) =>
  driver.wait(async () => (await marker(point)) === kind, WAIT_MS, `${kind} expected on ${point}`);
const label = (point) => driver.findElement(cell(point)).getAttribute("aria-label");
const coordinates = async () => (await driver.findElements(By.css(".board-coordinates text"))).length;

test("on an empty 9x9 board TEACH places stones of both colours, marks, labels and a comment", async () => {
  await click("#nav-teach");
  await click('#new-board-size option[value="9"]');
  await click("#new-board");
  await waitForText(driver, "#teach-banner", "TEACH");
  await waitFor(driver, 'svg.board[data-framed="true"]');
  assert.equal((await driver.findElements(By.css("[data-point]"))).length, 81);
  await click("#tool-black");
  await driver.findElement(cell("dd")).click();
  await waitForStone(driver, "dd", "B");
  await driver.findElement(cell("ce")).click();
  await waitForStone(driver, "ce", "B");
  // The white stone by keyboard: focus the point, press the tool's key.
  await driver.executeScript("document.querySelector('[data-point=\"de\"]').focus()");
  await driver.actions().sendKeys("w").perform();
  await waitForStone(driver, "de", "W");
  assert.equal(await driver.findElement(By.css("#tool-white")).getAttribute("aria-pressed"), "true");
  await click("#tool-triangle");
  await driver.findElement(cell("de")).click();
  await waitForMarker("de", "triangle");
  await click("#tool-letter");
  await driver.findElement(cell("bh")).click();
  await waitForMarker("bh", "label");
  await driver.findElement(cell("hb")).click();
  await waitForMarker("hb", "label");
  assert.match(await label("bh"), /Beschriftung A/);
  assert.match(await label("hb"), /Beschriftung B/);
  await type("#teach-comment-text", "Wie fängt Schwarz den weißen Stein?");
  await click("#teach-comment-set");
  await driver.wait(async () => !(await driver.findElement(By.css("#teach-comment-set")).isEnabled()), WAIT_MS);
  await app.screenshot("teach-empty-board-marked");
});

test("KOORD switches the coordinates and a typed E5 places a stone", async () => {
  assert.ok((await coordinates()) > 0, "coordinates are on by default");
  await click("#btn-coords");
  await driver.wait(async () => (await coordinates()) === 0, WAIT_MS, "coordinates hidden");
  await app.screenshot("teach-koord-off");
  await click("#btn-coords");
  await driver.wait(async () => (await coordinates()) === 36, WAIT_MS, "9 letters and 9 numbers on both sides");
  await click("#tool-black");
  await type("#coord-input", "E5");
  await driver.findElement(By.css("#coord-input")).sendKeys(Key.ENTER);
  await waitForStone(driver, "ee", "B");
  await type("#coord-input", "Z9");
  await driver.findElement(By.css("#coord-input")).sendKeys(Key.ENTER);
  await waitForText(driver, "#coord-message", "„Z9“ ist kein Punkt dieses Bretts");
  await app.screenshot("teach-koord-on-e5-typed");
});

test("the teaching record is kept in the library and found there", async () => {
  await type("#save-title", "Lehrbrett Ecke");
  await type("#save-tags", "e2e, Fangen");
  await click("#save-library");
  await waitForText(driver, "#teach-notice", "„Lehrbrett Ecke“ steht jetzt in der Bibliothek.");
  const db = join(app.appDataDir, "logo.sqlite3");
  const out = execFileSync(LOGO, ["library", "list", "--db", db, "--text", "Stein", "--json"], { encoding: "utf8" });
  const games = out
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  assert.equal(games.length, 1, out);
  assert.equal(games[0].kind, "teaching");
  assert.deepEqual([...games[0].tags].sort(), ["e2e", "Fangen"].sort());
  assert.deepEqual(games[0].size, [9, 9]);
});

test("the record is saved as SGF and the board as a PNG, and copied to the clipboard", async () => {
  const sgf = join(work, "lehrbrett.sgf");
  await click("#save-sgf");
  await chooseFileToSave("Lehrbrett als SGF speichern", sgf);
  await waitForText(driver, "#teach-notice", "Gespeichert als „lehrbrett.sgf“.");
  const text = readFileSync(sgf, "utf8");
  for (const part of [
    "GN[Lehrbrett Ecke]",
    "AB[",
    "AW[de]",
    "TR[de]",
    "LB[bh:A][hb:B]",
    "C[Wie fängt Schwarz den weißen Stein?]",
  ]) {
    assert.ok(text.includes(part), `${part} missing in ${text}`);
  }
  const png = join(work, "lehrbrett.png");
  await click("#image-save");
  await chooseFileToSave("Bild des Bretts speichern", png);
  await waitForText(driver, "#teach-notice", "Gespeichert als „lehrbrett.png“.");
  assert.ok(existsSync(png));
  assert.deepEqual([...readFileSync(png).subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await click("#image-copy");
  await waitForText(driver, "#teach-notice", "Das Bild liegt in der Zwischenablage.");
});

test("the position saved as an exercise is solved from Meine Aufgaben", async () => {
  await type("#exercise-title", "Fang den Stein");
  await type("#exercise-correct", "D4");
  await click("#exercise-add-wrong");
  await type("#exercise-wrong-0-point", "F5");
  await type("#exercise-wrong-0-feedback", "F5 nimmt dem Stein keine Freiheit.");
  await click("#save-exercise");
  await waitForText(driver, "#teach-notice", "„Fang den Stein“ steht jetzt in „Meine Aufgaben“.");
  await app.screenshot("teach-exercise-saved");
  await click("#nav-learn");
  await click("#my-exercise-e1");
  await waitFor(driver, '#lesson-player[data-lesson="my-exercises"]');
  await driver.findElement(cell("fe")).click();
  await waitForText(driver, "#lesson-feedback", "F5 nimmt dem Stein keine Freiheit.");
  const wrong = async () => driver.findElement(By.css("#lesson-feedback")).getText();
  assert.doesNotMatch(await wrong(), /D4/, "a wrong answer never names the right point");
  await driver.findElement(cell("gg")).click();
  await driver.wait(async () => !(await wrong()).includes("F5 nimmt"), WAIT_MS, "the second wrong move is answered");
  assert.match(await wrong(), /Noch nicht richtig/);
  assert.doesNotMatch(await wrong(), /D4/, "nor after a move the author did not list");
  await driver.findElement(cell("df")).click();
  await driver.wait(
    async () => (await driver.findElement(By.css("#lesson-feedback")).getAttribute("data-outcome")) === "correct",
    WAIT_MS,
    "the exercise is solved",
  );
  await waitForStone(driver, "de", null);
  await app.screenshot("teach-exercise-solved");
  await click("#nav-learn");
  await waitForText(driver, "#my-exercise-e1", "gelöst");
});

test("in a running game TEACH plays a variation on a copy and back returns to the game unchanged", async () => {
  await click("#nav-play");
  await newGame(driver, { size: 9 });
  await playSequence(driver, [
    ["ee", "B"],
    ["cc", "W"],
    ["gg", "B"],
  ]);
  await waitForText(driver, "#move-number", "3 Züge gespielt");
  await click("#btn-teach");
  await waitForText(driver, "#teach-banner", "Die Partie selbst bleibt unverändert");
  await driver.findElement(cell("gc")).click();
  await waitForStone(driver, "gc", "W");
  await driver.findElement(cell("cg")).click();
  await waitForStone(driver, "cg", "B");
  await app.screenshot("teach-game-variation");
  await click("#teach-leave");
  // The variation is not saved anywhere: LoGo asks first, and discarding goes back.
  await waitForText(driver, "#teach-unsaved", "noch nirgends gesichert");
  await click("#teach-unsaved-discard");
  await waitForText(driver, "#move-number", "3 Züge gespielt");
  await waitForText(driver, "#turn", "Weiß");
  await waitForStone(driver, "ee", "B");
  await waitForStone(driver, "cc", "W");
  await waitForStone(driver, "gg", "B");
  await waitForStone(driver, "gc", null);
  await waitForStone(driver, "cg", null);
  assert.equal((await driver.findElements(By.css("[data-stone]"))).length, 3);
  await app.screenshot("teach-back-to-game");
});

test("the library screen lists the teaching record under its title and tag, and opens it for review", async () => {
  await click("#nav-library");
  await click('#lib-filter-tag option[value="Fangen"]');
  await waitForLibrarySearch(driver);
  await waitForText(driver, "#lib-count", "1 Partie");
  await waitForText(driver, "#lib-detail-title", "Lehrbrett Ecke");
  const row = await waitFor(driver, '.lib-body [aria-rowindex="2"][data-id]');
  const rowText = await driver.executeScript("return arguments[0].textContent", row);
  assert.match(rowText, /Lehrbrett Ecke/, "the Title column");
  // The table leaves out its source column in a window this narrow; the details say it.
  await waitForText(driver, "#lib-detail-source", "Lehrpartie aus LoGo");
  await app.screenshot("teach-entry-in-library");
  await click("#lib-open");
  await waitForText(driver, "#node-comment", "Wie fängt Schwarz den weißen Stein?");
  await waitForStone(driver, "dd", "B");
  await waitForStone(driver, "de", "W");
});
