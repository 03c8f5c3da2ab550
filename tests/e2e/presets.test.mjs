// Every rule set in the real window: a game under each of the five presets is
// started, played (with a capture), ended by two passes and counted by both
// players; under the Chinese rules Black places two free handicap stones
// before White begins, and White receives the handicap compensation.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { By } from "selenium-webdriver";
import { Harness, cell, newGame, playSequence, waitFor, waitForStone, waitForText } from "./harness.mjs";

const app = new Harness({ lang: "en_US.UTF-8" });
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const click = async (selector) => (await waitFor(driver, selector)).click();

/** Black captures a white stone in the corner, then both pass and both confirm the count. */
async function playCaptureAndCount() {
  await playSequence(driver, [
    ["ab", "B"],
    ["aa", "W"],
    ["ba", "B"],
  ]);
  await waitForStone(driver, "aa", null);
  await waitForText(driver, "#captures-B", "1");
  await click("#btn-pass");
  await waitForText(driver, "#turn", "Black");
  await click("#btn-pass");
  await waitFor(driver, "#scoring-panel");
  await click("#btn-confirm-B");
  await click("#btn-confirm-W");
  return waitForText(driver, "#result", "wins");
}

for (const [preset, name] of [
  ["japanese", "Japanese"],
  ["chinese", "Chinese"],
  ["aga", "AGA"],
  ["new-zealand", "New Zealand"],
  ["tromp-taylor", "Tromp-Taylor"],
]) {
  test(`a game under the ${name} rules starts, is played and ends with a count`, async () => {
    await newGame(driver, { size: 9, rules: preset });
    await waitForText(driver, '[data-testid="rules"]', name);
    const result = await playCaptureAndCount();
    assert.match(result, /Black wins/, `${name}: ${result}`);
  });
}

test("under the Chinese rules Black places two free handicap stones, then White moves", async () => {
  await newGame(driver, { size: 9, rules: "chinese", handicap: 2 });
  await waitForText(driver, '[data-testid="phase-note"]', "2");
  await playSequence(driver, [["ee", "B"]]);
  await waitForText(driver, '[data-testid="phase-note"]', "one more");
  await playSequence(driver, [["gg", "B"]]);
  await waitForText(driver, "#turn", "White");
  await playSequence(driver, [["cc", "W"]]);
  assert.equal((await driver.findElements(By.css('[data-stone="B"]'))).length, 2);
  await click("#btn-pass");
  await click("#btn-pass");
  await waitFor(driver, "#scoring-panel");
  await click("#btn-confirm-B");
  await click("#btn-confirm-W");
  await waitForText(driver, "#result", "wins");
  const bonus = await driver.findElement(By.css('#final-stats [data-cell="handicap-W"]')).getText();
  assert.equal(bonus, "2", "White receives one point per handicap stone under Chinese rules");
  await app.screenshot("presets-chinese-free-handicap-statistics");
  await driver.findElement(cell("aa")).click();
  await waitForText(driver, "#message", "over");
});
