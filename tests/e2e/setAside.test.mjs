// A saved game the app cannot read (here: one written by a "newer LoGo") in
// the real app: LoGo keeps it byte for byte in the database, says so once in
// German with a dismissable notice, and starts a fresh game that it saves.
// The database is edited between runs with the sqlite3 command-line tool.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { By } from "selenium-webdriver";
import { Harness, WAIT_MS, cell, waitFor, waitForStone, waitForText } from "./harness.mjs";

const FROM_THE_FUTURE = '{"version": 99,  "game": {"moves": ["dd", "pp"]}, "engine": "Zukunft ü"}';
const app = new Harness();
let driver;

const dbPath = () => join(app.appDataDir, "logo.sqlite3");
const sql = (statement) => execFileSync("sqlite3", [dbPath(), statement], { encoding: "utf8" }).trim();
const hex = (text) => Buffer.from(text, "utf8").toString("hex").toUpperCase();

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

test("a game from a newer LoGo is set aside, told once in German, and a fresh game starts", async () => {
  await driver.findElement(cell("cc")).click();
  await waitForStone(driver, "cc", "B");
  await app.stop();
  assert.match(sql("SELECT document FROM game_in_progress WHERE slot = 1"), /"version":1/);
  sql(`UPDATE game_in_progress SET document = '${FROM_THE_FUTURE}' WHERE slot = 1`);

  driver = await app.start();
  const banner = await waitForText(driver, "#set-aside-banner", "neueren LoGo-Version");
  assert.match(banner, /unverändert in der Datenbank aufbewahrt/);
  await waitForStone(driver, "cc", null);
  const dismiss = await waitFor(driver, "#set-aside-dismiss");
  assert.equal(await dismiss.getText(), "Hinweis zur aufbewahrten Partie schließen");
  await app.screenshot("set-aside-banner");
  await dismiss.click();
  await driver.wait(async () => (await driver.findElements(By.css("#set-aside-banner"))).length === 0, WAIT_MS);
  await driver.findElement(cell("ee")).click();
  await waitForStone(driver, "ee", "B");
});

test("the unreadable game is kept byte for byte, and the next start has nothing to tell", async () => {
  await app.stop();
  const kept = sql("SELECT hex(document) || ' ' || reason FROM game_in_progress_set_aside");
  assert.equal(kept, `${hex(FROM_THE_FUTURE)} newer_version`);
  driver = await app.start();
  await waitForStone(driver, "ee", "B");
  assert.equal((await driver.findElements(By.css("#set-aside-banner"))).length, 0);
});
