// Closing LoGo's window over unsaved teaching work: the window stays and the
// page asks, as when the board is left; "Abbrechen" keeps the board as it was.
// The close button is pressed the way a window manager does (close_window.py).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { By } from "selenium-webdriver";
import { Harness, waitFor, waitForStone } from "./harness.mjs";

const CLOSE_WINDOW = resolve(import.meta.dirname, "close_window.py");
const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

test("closing the window over unsaved teaching work asks first, and cancel keeps the board", async () => {
  await (await waitFor(driver, "#btn-teach")).click();
  await waitFor(driver, "#teach-banner");
  await (await waitFor(driver, '[data-point="cc"]')).click();
  await waitForStone(driver, "cc", "B");
  const asked = execFileSync("python3", [CLOSE_WINDOW, "LoGo"], { encoding: "utf8", env: app.env });
  assert.equal(asked.trim(), "sent 1");
  const question = await waitFor(driver, "#teach-unsaved");
  assert.match(await question.getText(), /nirgends gesichert/);
  await app.screenshot("closing-asks-about-unsaved-teaching");
  await (await waitFor(driver, "#teach-unsaved-cancel")).click();
  assert.equal((await driver.findElements(By.css("#teach-unsaved"))).length, 0);
  await waitForStone(driver, "cc", "B");
  assert.equal((await driver.findElements(By.css("#teach-banner"))).length, 1, "still teaching");
});
