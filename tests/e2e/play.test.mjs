// The play screen in the real window: a 9x9 game with two handicap stones, a
// capture that makes a ko, the refused immediate retake, undo and redo, two
// passes; the game survives a restart of the app; a second game is lost on
// time with a 3-second sudden-death clock.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { By } from "selenium-webdriver";
import { Harness, cell, newGame, playSequence, waitForStone, waitForText } from "./harness.mjs";

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const stonesOf = async (color) => (await driver.findElements(By.css(`[data-stone="${color}"]`))).length;

test("a 9x9 game with two handicap stones starts with White to move", async () => {
  await newGame(driver, { size: 9, handicap: 2 });
  assert.equal((await driver.findElements(By.css("[data-point]"))).length, 81);
  assert.equal(await stonesOf("B"), 2);
  await waitForStone(driver, "gc", "B");
  await waitForStone(driver, "cg", "B");
  await waitForText(driver, "#turn", "Weiß");
  await waitForText(driver, '[data-testid="rules"]', "Komi 0,5");
});

test("a capture makes a ko whose immediate retake is refused", async () => {
  await playSequence(driver, [
    ["ca", "W"],
    ["ba", "B"],
    ["bb", "W"],
    ["ab", "B"],
    ["db", "W"],
    ["bc", "B"],
    ["cc", "W"],
    ["cb", "B"],
  ]);
  await waitForStone(driver, "bb", null);
  await waitForText(driver, "#captures-B", "1");
  assert.equal(await driver.findElement(cell("bb")).getAttribute("data-marker"), "ko");
  await driver.findElement(cell("bb")).click();
  await waitForText(driver, "#message", "Ko:");
  await waitForStone(driver, "bb", null);
  await app.screenshot("play-ko-refused");
});

test("undo takes the capture back and redo replays it", async () => {
  await driver.findElement(By.css("#btn-undo")).click();
  await waitForStone(driver, "cb", null);
  await waitForStone(driver, "bb", "W");
  await waitForText(driver, "#captures-B", "0");
  await driver.findElement(By.css("#btn-redo")).click();
  await waitForStone(driver, "cb", "B");
  await waitForStone(driver, "bb", null);
  await waitForText(driver, "#captures-B", "1");
});

test("the game in progress survives a restart", async () => {
  driver = await app.restart();
  assert.equal((await driver.findElements(By.css("[data-point]"))).length, 81);
  await waitForStone(driver, "cb", "B");
  await waitForStone(driver, "bb", null);
  await waitForText(driver, "#captures-B", "1");
  await waitForText(driver, "#turn", "Weiß");
});

test("two passes in a row end play", async () => {
  await driver.findElement(By.css("#btn-pass")).click();
  await waitForText(driver, "#turn", "Schwarz");
  await driver.findElement(By.css("#btn-pass")).click();
  await driver.wait(async () => !(await driver.findElement(By.css("#btn-pass")).isEnabled()), 10000);
  await app.screenshot("play-after-two-passes");
});

test("a player whose sudden-death time runs out loses on time", async () => {
  await newGame(driver, { size: 9, handicap: 0, time: { main: "0:03", period: 0 } });
  await waitForText(driver, "#turn", "Schwarz");
  const result = await waitForText(driver, "#result", "Zeit");
  assert.match(result, /Weiß gewinnt durch Zeitüberschreitung/);
  await driver.findElement(cell("ee")).click();
  await waitForText(driver, "#message", "beendet");
  await waitForStone(driver, "ee", null);
  await app.screenshot("play-lost-on-time");
});
