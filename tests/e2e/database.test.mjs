// A damaged database in the real app: LoGo starts, says in one sentence that
// it cannot save and left the file alone, lets the user play, and the file is
// byte for byte what it was.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Harness, cell, waitForStone, waitForText } from "./harness.mjs";

const DAMAGED = Buffer.from("SQLite format 3\u0000 but then my shopping list: eggs, milk, stones", "latin1");
const app = new Harness({ lang: "en_US.UTF-8" });
let driver;
let dbPath;

before(async () => {
  dbPath = app.plantDatabase(DAMAGED);
  driver = await app.start();
});
after(() => app.stop());

test("the app starts, explains the damaged database in English and stays playable", async () => {
  const banner = await waitForText(driver, "#db-banner", "damaged");
  assert.match(banner, /untouched/);
  assert.match(banner, /logo\.sqlite3/);
  await driver.findElement(cell("dd")).click();
  await waitForStone(driver, "dd", "B");
  await waitForText(driver, "#turn", "White");
  await app.screenshot("database-damaged-banner");
});

test("the damaged file is left exactly as it was", async () => {
  await app.stop();
  assert.deepEqual(readFileSync(dbPath), DAMAGED);
});
