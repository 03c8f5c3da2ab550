// The course in the real window: open Lernen, start lesson 6 (Ko), reach its
// first exercise, try the immediate retake and see the ko explanation with
// the board unchanged, solve the exercise with a threat first, solve the
// lesson's other exercises, restart the app and see lesson 6 marked done.
// A glossary link in the lesson text opens its entry and Back returns to the
// same page. Then the glossary: search "Seki", open the entry, follow its
// link into lesson 7.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { By } from "selenium-webdriver";
import { Harness, cell, waitFor, waitForStone, waitForText } from "./harness.mjs";

const app = new Harness();
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const click = async (selector) => (await waitFor(driver, selector)).click();
const onPage = (page) => waitFor(driver, `#lesson-player[data-page="${page}"]`);
const outcome = (value) => waitFor(driver, `#lesson-feedback[data-outcome="${value}"]`);

async function next(page) {
  await click("#btn-next");
  await onPage(page);
}

test("Lernen lists the Grundkurs with lesson 6, Ko, not started", async () => {
  await click("#nav-learn");
  await waitFor(driver, "#learn-screen");
  await waitForText(driver, "#lesson-ko", "Lektion 6");
  assert.equal(await (await waitFor(driver, "#lesson-ko")).getAttribute("data-status"), "not_started");
  await app.screenshot("lessons-course");
});

test("a glossary link in the lesson text opens the entry, and Back returns to the page", async () => {
  await click("#lesson-ko button");
  await onPage("shape");
  await click('#lesson-text [data-entry="liberty"]');
  await waitForText(driver, "#glossary-term", "Freiheit");
  await click("#btn-glossary-back");
  await onPage("shape");
});

test("the immediate retake is refused as ko and the board stays unchanged", async () => {
  await next("rule");
  await next("first-retake");
  await waitForStone(driver, "bc", "W");
  await waitForStone(driver, "cc", null);
  await driver.findElement(cell("cc")).click();
  await outcome("wrong");
  const explanation = await waitForText(driver, "#lesson-feedback", "Ko");
  // The lesson's own words name the rule (go-core's refusal is not repeated beside them).
  assert.match(explanation, /Zurückschlagen/);
  assert.match(explanation, /Ko-Regel/);
  await waitForStone(driver, "cc", null);
  await waitForStone(driver, "bc", "W");
  await app.screenshot("lessons-player-ko-refused");
});

test("a threat is answered, then the retake solves the exercise", async () => {
  await driver.findElement(cell("fe")).click();
  await waitForStone(driver, "gf", "W");
  await waitForText(driver, "#lesson-feedback", "G2");
  await driver.findElement(cell("cc")).click();
  await outcome("correct");
  await waitForStone(driver, "cc", "B");
  await waitForStone(driver, "bc", null);
});

test("solving every exercise finishes the lesson", async () => {
  await next("ko-point");
  await driver.findElement(cell("ba")).click();
  await outcome("correct");
  await next("ko-liberty");
  await (await waitFor(driver, "#lesson-number")).sendKeys("1");
  await click("#btn-check");
  await outcome("correct");
  await next("threats");
  await next("find-threat");
  await driver.findElement(cell("ig")).click();
  await outcome("correct");
  await next("close-ko");
  await driver.findElement(cell("bc")).click();
  await outcome("correct");
  await next("superko");
  await next("triple-ko");
  await driver.findElement(cell("bg")).click();
  await outcome("correct");
  await next("rule-sets");
  await click("#option-chinese");
  await outcome("correct");
  await waitFor(driver, "#lesson-done");
  await app.screenshot("lessons-player-done");
});

test("after a restart lesson 6 is marked done", async () => {
  driver = await app.restart();
  await click("#nav-learn");
  await driver.wait(
    async () => (await (await waitFor(driver, "#lesson-ko")).getAttribute("data-status")) === "done",
    15000,
    "lesson 6 done after the restart",
  );
  await waitForText(driver, "#lesson-ko", "abgeschlossen");
});

test("the glossary finds Seki and its entry links into lesson 7", async () => {
  await click("#nav-glossary");
  await (await waitFor(driver, "#glossary-search")).sendKeys("Seki");
  await click('.glossary-list [data-entry="seki"]');
  await waitForText(driver, "#glossary-term", "Seki");
  await app.screenshot("lessons-glossary-seki");
  await click('#glossary-entry [data-lesson="seki"]');
  await waitFor(driver, '#lesson-player[data-lesson="seki"]');
});

test("the glossary screen searches folded words and shows an entry", async () => {
  await click("#nav-glossary");
  const search = await waitFor(driver, "#glossary-search");
  await search.clear();
  await search.sendKeys("gefangen");
  await click('.glossary-list [data-entry="capture"]');
  await waitForText(driver, "#glossary-term", "Fangen");
  const links = await driver.findElements(By.css("#glossary-entry [data-lesson]"));
  assert.ok(links.length > 0, "the entry links its lessons");
  await app.screenshot("lessons-glossary");
});
