// Counting a finished game in the real window: a 9x9 game with two walls
// across the board and a lone white stone in Black's half; two passes bring
// the proposal (the lone stone dead, on Black's territory); a toggle and its
// undo (also by keyboard); continuing play once; a restart in the middle of
// counting keeps the marking and a confirmation; a toggle withdraws the
// confirmation; both confirm; the final statistics, also after a restart.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { By, Key } from "selenium-webdriver";
import { Harness, cell, newGame, playSequence, waitFor, waitForStone, waitForText } from "./harness.mjs";

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const WAIT_MS = 15000;

/** Waits until the accessible name of `point` does (or does not) contain `fragment`. */
async function waitForLabel(point, fragment, present = true) {
  let label = "";
  await driver
    .wait(async () => {
      label = (await driver.findElement(cell(point)).getAttribute("aria-label")) ?? "";
      return label.includes(fragment) === present;
    }, WAIT_MS)
    .catch((e) => {
      throw new Error(
        `${e.message}: ${point} ${present ? "should" : "should not"} say "${fragment}"; it says "${label}"`,
      );
    });
  return label;
}

const click = async (selector) => (await waitFor(driver, selector)).click();

async function pass(nextToMove) {
  await click("#btn-pass");
  if (nextToMove) await waitForText(driver, "#turn", nextToMove);
}

async function waitForEnabled(selector, enabled) {
  await driver.wait(async () => (await driver.findElement(By.css(selector)).isEnabled()) === enabled, WAIT_MS);
}

test("a 9x9 game ends in two passes and the proposal marks the lone stone dead", async () => {
  await newGame(driver, { size: 9 });
  const walls = [..."abcdefghi"].flatMap((c) => [
    [`${c}e`, "B"],
    [`${c}d`, "W"],
  ]);
  await playSequence(driver, walls);
  await pass("Weiß");
  await playSequence(driver, [["cg", "W"]]);
  await pass("Weiß");
  await pass();

  await waitFor(driver, "#scoring-panel");
  await waitForText(driver, "#turn", "Zählen");
  await waitForLabel("cg", "weißer Stein, tot, Gebiet Schwarz");
  await waitForLabel("ah", "Gebiet Schwarz");
  await waitForLabel("aa", "Gebiet Weiß");
  await waitForText(driver, "#live-count-verdict", "Schwarz liegt 3,5 Punkte vorn.");
  assert.equal(await driver.findElement(By.css("#btn-pass")).isEnabled(), false);
  await app.screenshot("scoring-proposal");
});

test("a click revives the group, Undo marking kills it again, Enter toggles too", async () => {
  await driver.findElement(cell("cg")).click();
  await waitForLabel("cg", "tot", false);
  await waitForText(driver, '[data-testid="announcer"]', "C3: ein Stein wieder lebendig");
  await waitForText(driver, "#live-count-verdict", "Weiß liegt");
  await click("#btn-score-undo");
  await waitForLabel("cg", "tot");
  await waitForText(driver, '[data-testid="announcer"]', "Markierung zurückgenommen");

  await driver.findElement(cell("cg")).sendKeys(Key.ENTER);
  await waitForLabel("cg", "tot", false);
  await driver.findElement(cell("cg")).sendKeys(Key.chord(Key.CONTROL, "z"));
  await waitForLabel("cg", "tot");
  await waitForEnabled("#btn-score-undo", false);
});

test("continuing play keeps the position and Black, who passed first, moves", async () => {
  await click("#btn-continue");
  await waitForText(driver, "#turn", "Schwarz ist am Zug");
  assert.equal((await driver.findElements(By.css("#scoring-panel"))).length, 0);
  await waitForStone(driver, "cg", "W");
  await waitForLabel("cg", "tot", false);
  await playSequence(driver, [["cf", "B"]]);
  await pass("Schwarz");
  await pass();
  await waitFor(driver, "#scoring-panel");
  await waitForLabel("cg", "tot");
});

test("the marking and a confirmation survive a restart; a toggle withdraws the confirmation", async () => {
  await driver.findElement(cell("cg")).click();
  await waitForLabel("cg", "tot", false);
  await click("#btn-confirm-B");
  await waitForText(driver, "#btn-confirm-B", "Schwarz hat bestätigt");

  driver = await app.restart();
  await waitFor(driver, "#scoring-panel");
  await waitForLabel("cg", "tot", false);
  await waitForText(driver, "#btn-confirm-B", "Schwarz hat bestätigt");
  await waitForEnabled("#btn-score-undo", true);

  await click("#btn-score-undo");
  await waitForLabel("cg", "tot");
  await waitForEnabled("#btn-confirm-B", true);
  await waitForText(driver, "#btn-confirm-B", "Zählung bestätigen");
});

test("both confirm and the final statistics show both counting methods", async () => {
  await click("#btn-confirm-W");
  await waitForText(driver, "#btn-confirm-W", "Weiß hat bestätigt");
  await click("#btn-confirm-B");
  await waitFor(driver, "#final-stats");
  // Black: 35 empty points and C3 below the wall, 1 dead stone; White: 27 + komi 6.5.
  await waitForText(driver, "#result", "Schwarz gewinnt mit 2,5 Punkten Vorsprung.");
  const cellText = async (name) => driver.findElement(By.css(`#final-stats [data-cell="${name}"]`)).getText();
  assert.deepEqual(
    await Promise.all(["territory-B", "territory-W", "prisoners-B", "komi-W", "total-B", "total-W"].map(cellText)),
    ["35", "27", "0 / 1", "6,5", "36", "33,5"],
  );
  await waitForText(
    driver,
    "#final-stats-other",
    "Nach chinesischer Zählung: Schwarz gewinnt mit 2,5 Punkten Vorsprung.",
  );
  await waitForText(driver, '[data-testid="announcer"]', "Schwarz gewinnt mit 2,5 Punkten Vorsprung");
  await waitForLabel("cg", "weißer Stein, tot, Gebiet Schwarz");
  assert.equal((await driver.findElements(By.css("#scoring-panel"))).length, 0);
  await app.screenshot("scoring-final-statistics");
});

test("the finished game and its statistics survive a restart", async () => {
  driver = await app.restart();
  await waitFor(driver, "#final-stats");
  await waitForText(driver, "#result", "Schwarz gewinnt mit 2,5 Punkten");
  await waitForText(driver, "#final-stats-other", "Schwarz gewinnt mit 2,5 Punkten");
  await waitForLabel("cg", "tot");
});
