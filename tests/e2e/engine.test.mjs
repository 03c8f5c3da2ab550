// A game against GNU Go in the real window: a 9x9 game at level 1 with the
// learner as Black; the engine's replies appear on the board; a hint shows
// as a shaded stone and in words, and "what if?" opens it as a variation on
// the review screen; one undo takes back the learner's move and
// the engine's reply; the learner resigns; the game is in the library under
// GNU Go's name (in the database and on the library screen); the engine
// process ends with LoGo. GNU Go must be
// installed (Debian package `gnugo`).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { By } from "selenium-webdriver";
import { Harness, WAIT_MS, cell, newGame, waitFor, waitForStone, waitForText } from "./harness.mjs";

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop({ mustEnd: ["gnugo"] }));

const stones = async (color) => (await driver.findElements(By.css(`[data-stone="${color}"]`))).length;
/** Points the learner tries in turn; occupied ones are skipped. */
const CANDIDATES = ["ee", "cc", "gg", "cg", "gc", "ec", "ce", "eg", "ge", "dd", "ff"];

/** Waits until GNU Go has answered: as many white stones as black ones, and no thinking indicator. */
async function engineReplied() {
  await driver.wait(
    async () =>
      (await stones("W")) === (await stones("B")) &&
      (await driver.findElement(By.css("#engine-status")).getText()) === "",
    WAIT_MS,
    "GNU Go's reply expected",
  );
}

/** Plays the first free candidate point as Black and waits for GNU Go's reply. */
async function learnerMoves() {
  for (const point of CANDIDATES) {
    if (await driver.findElement(cell(point)).getAttribute("data-stone")) continue;
    await driver.findElement(cell(point)).click();
    await waitForStone(driver, point, "B");
    await engineReplied();
    return point;
  }
  throw new Error("no free candidate point");
}

test("the New game dialog offers GNU Go by strength and says it follows the rules", async () => {
  await (await waitFor(driver, "#btn-new-game")).click();
  await (await waitFor(driver, "#ng-opponent-computer")).click();
  const level = await waitFor(driver, '#ng-level option[value="1"]');
  assert.equal(await level.getText(), "Stufe 1 – Allererste Schritte");
  await waitForText(driver, "#ng-engine-fit", "genau nach diesen Regeln");
  await app.screenshot("engine-new-game-dialog");
  await (await waitFor(driver, "#new-game-dialog .form-buttons button:not(.primary)")).click();
  await driver.wait(async () => (await driver.findElements(By.css("#new-game-dialog"))).length === 0, WAIT_MS);
});

test("a 9x9 game against GNU Go at level 1 starts with the learner as Black", async () => {
  await newGame(driver, { size: 9, computer: { level: 1, color: "black", name: "Lea" } });
  await waitForText(driver, '[data-testid="player-W"]', "GNU Go");
  await waitForText(driver, '[data-testid="player-W"]', "(Stufe 1)");
  await waitForText(driver, '[data-testid="player-B"]', "Lea");
  await waitForText(driver, "#turn", "Schwarz");
});

test("GNU Go answers each move on the board", async () => {
  for (let i = 0; i < 3; i++) await learnerMoves();
  assert.equal(await stones("B"), 3);
  assert.equal(await stones("W"), 3);
  await app.screenshot("engine-replies");
});

let hinted = null;

test("a hint shows as a shaded stone and in words", async () => {
  await (await waitFor(driver, "#btn-hint")).click();
  const hint = await waitForText(driver, "#hint-text", "Tipp:");
  const ghost = await waitFor(driver, '[data-ghost="B"]');
  const label = await ghost.getAttribute("aria-label");
  assert.ok(hint.includes(label.split(",")[0]), `the hint "${hint}" names the shaded point "${label}"`);
  hinted = await ghost.getAttribute("data-point");
  await app.screenshot("engine-hint");
});

test("what if? opens the game for review with the hint played, and leaves the game alone", async () => {
  await (await waitFor(driver, "#btn-what-if")).click();
  await waitForText(driver, "#review-file", "LoGo");
  await waitForStone(driver, hinted, "B");
  await app.screenshot("engine-what-if");
  await (await waitFor(driver, "#nav-play")).click();
  await waitForText(driver, "#hint-text", "Tipp:");
  await waitForStone(driver, hinted, null);
  assert.equal(await stones("B"), 3);
});

test("one undo takes back the learner's last move and GNU Go's reply", async () => {
  await (await waitFor(driver, "#btn-undo")).click();
  await driver.wait(async () => (await stones("B")) === 2 && (await stones("W")) === 2, WAIT_MS, "two stones each");
  await waitForText(driver, "#turn", "Schwarz");
});

test("the learner resigns and GNU Go wins", async () => {
  await (await waitFor(driver, "#btn-resign")).click();
  await (await waitFor(driver, "#btn-resign-confirm")).click();
  await waitForText(driver, "#result", "Weiß gewinnt durch Aufgabe");
  await app.screenshot("engine-resigned");
});

/** The library's games as `{black, white, result}`: through `logo library list` where the command has it, else SQLite. */
function libraryGames(db) {
  const root = resolve(import.meta.dirname, "..", "..");
  const logo = join(process.env.CARGO_TARGET_DIR ?? join(root, "target"), "debug", "logo");
  if (existsSync(logo)) {
    try {
      const out = execFileSync(logo, ["library", "list", "--db", db, "--json"], { encoding: "utf8", stdio: "pipe" });
      console.log("library read with logo library list");
      return out
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    } catch (e) {
      if (!/unrecognized subcommand|unexpected argument/.test(String(e.stderr))) throw e;
    }
  }
  const out = execFileSync("sqlite3", ["-json", db, "SELECT black, white, result, rules FROM games"], {
    encoding: "utf8",
  });
  console.log("library read with sqlite3");
  return JSON.parse(out || "[]");
}

test("the game is in the library under GNU Go's name", async () => {
  const games = libraryGames(join(app.appDataDir, "logo.sqlite3"));
  assert.equal(games.length, 1, JSON.stringify(games));
  assert.equal(games[0].black, "Lea");
  assert.match(games[0].white, /^GNU Go \S+ \(Stufe 1\)$/);
  assert.equal(games[0].result, "W+R");
});

test("the library screen shows the game with GNU Go's name and level and the result", async () => {
  await (await waitFor(driver, "#nav-library")).click();
  await waitForText(driver, "#lib-count", "1 Partie");
  const row = await waitFor(driver, '.lib-body [aria-rowindex="2"][data-id]');
  // The whole row's text: its last columns may lie outside the visible part of the table.
  const rowText = await driver.executeScript("return arguments[0].textContent", row);
  assert.match(rowText, /Lea/, "Black: the learner");
  assert.match(rowText, /GNU Go \S+ \(Stufe 1\)/, "White: the engine with its level");
  assert.match(rowText, /W\+Aufg\./, "the result, in German words: White won by resignation");
  await waitForText(driver, "#lib-detail-result", "Weiß gewinnt durch Aufgabe");
  await app.screenshot("engine-game-in-library");
});

test("the settings list GNU Go as found and test it", async () => {
  await (await waitFor(driver, "#nav-settings")).click();
  const row = await waitFor(driver, '[data-engine="gnugo"]');
  assert.match(await row.getText(), /GNU Go \S+ \(von LoGo gefunden\)/);
  await row.findElement(By.css("button")).click();
  await waitForText(driver, '[data-engine="gnugo"] .engine-test', "spricht GTP 2");
  await app.screenshot("engine-settings");
});
