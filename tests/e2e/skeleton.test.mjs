// The walking skeleton in the real window: stones appear where the players
// click, a captured stone disappears and is counted, an illegal move is
// refused with its reason in one German sentence, and the board is playable
// with the keyboard alone.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { By, Key } from "selenium-webdriver";
import { Harness, cell, playSequence, waitForStone, waitForText } from "./harness.mjs";

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

test("the default board is 19x19 with named points", async () => {
  const points = await driver.findElements(By.css("[data-point]"));
  assert.equal(points.length, 361);
  const corner = await driver.findElement(cell("as")).getAttribute("aria-label");
  assert.match(corner, /^A1, leer/);
  await waitForText(driver, "#turn", "Schwarz");
});

test("clicks play stones, a capture removes the stone and counts it", async () => {
  await playSequence(driver, [
    ["ab", "B"],
    ["aa", "W"],
  ]);
  await waitForText(driver, "#turn", "Schwarz");
  await driver.findElement(cell("ba")).click();
  await waitForStone(driver, "ba", "B");
  await waitForStone(driver, "aa", null);
  await waitForText(driver, "#captures-B", "1");
  await waitForText(driver, "#turn", "Weiß");
});

test("an illegal move changes nothing and says why", async () => {
  await driver.findElement(cell("aa")).click();
  const message = await waitForText(driver, "#message", "Selbstmord:");
  assert.equal(message.split(/[.!?]\s/).length, 1, `one sentence: ${message}`);
  await waitForStone(driver, "aa", null);
  await waitForText(driver, "#turn", "Weiß");
  await driver.findElement(cell("ab")).click();
  await waitForText(driver, "#message", "Besetzt:");
});

test("the keyboard moves the focus and Enter plays", async () => {
  const start = await driver.findElement(By.css('[data-point][tabindex="0"]'));
  const from = await start.getAttribute("data-point");
  await start.sendKeys(Key.ARROW_RIGHT, Key.ARROW_DOWN);
  const focused = await driver.switchTo().activeElement();
  const at = await focused.getAttribute("data-point");
  const expected = String.fromCharCode(from.charCodeAt(0) + 1) + String.fromCharCode(from.charCodeAt(1) + 1);
  assert.equal(at, expected);
  await focused.sendKeys(Key.ENTER);
  await waitForStone(driver, expected, "W");
  await waitForText(driver, "#turn", "Schwarz");
  assert.equal(await driver.findElement(By.css("#message")).getText(), "");
  await app.screenshot("skeleton-after-capture-and-keyboard");
});
