// The layout of every screen in the real window at the small sizes of real
// laptops (1366×768, 1280×720) and at 1280×900: nothing scrolls sideways —
// neither the page (its scrollWidth within innerWidth) nor any panel (each
// scrolling element's scrollWidth equal to its clientWidth) — and each
// screen's last control can be reached inside the window: scrolled into view
// within its own panel, it lies inside the viewport while the page itself has
// not scrolled. The TEACH panel, once 461 px of content in a 352 px column,
// is measured on its own. Inside a lesson and on the short rules, the
// navigation bar marks Lernen as the current entry.
//
// The window is resized through WebDriver (Set Window Rect), else with
// xdotool; the Xvfb screen must be at least 1366×900 (scripts/test.sh uses
// 1920×1080). Screenshots of each screen at each size go to
// target/e2e-screenshots/layout-*.png for people to look at.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { By } from "selenium-webdriver";
import { Harness, newGame, waitFor, waitForText, WAIT_MS } from "./harness.mjs";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures", "review");
const work = mkdtempSync(join(tmpdir(), "logo-layout-"));
const record = join(work, "variations.sgf");
copyFileSync(join(FIXTURES, "variations.sgf"), record);

const app = new Harness({ args: [record] });
let driver;

before(async () => {
  driver = await app.start();
  await waitFor(driver, "#review-file");
});
after(() => app.stop());

const click = async (selector) => {
  const element = await waitFor(driver, selector);
  await driver.executeScript("arguments[0].scrollIntoView({block: 'nearest'})", element);
  await element.click();
};

/** Sizes the window's page to `width`×`height` CSS pixels and waits until the page has it. */
async function resize(width, height) {
  const has = async () => driver.executeScript(`return innerWidth === ${width} && innerHeight === ${height}`);
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, width, height })
    .catch(() => {});
  const done = await driver.wait(has, 3000).catch(() => false);
  if (!done) {
    // Without a window manager GTK takes the size asked of the X window as is.
    const id = execFileSync("xdotool", ["search", "--onlyvisible", "--name", "^LoGo$"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)[0];
    execFileSync("xdotool", ["windowsize", id, String(width), String(height)]);
    execFileSync("xdotool", ["windowmove", id, "0", "0"]);
    await driver.wait(has, WAIT_MS, `a page of ${width}×${height}`);
  }
  // Two frames, so the layout of the new size has been made.
  await driver.executeScript(
    "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))",
  );
}

/**
 * What scrolls sideways: the page, and every element whose overflow clips
 * (auto, scroll, hidden) and whose content is wider than its box. Left out,
 * as made to scroll or clip: the move tree (a chart that scrolls both ways),
 * what lies inside the library's table (its cells cut their text with an
 * ellipsis; the table itself leaves out columns rather than scroll), text
 * cut with an ellipsis (shown whole in a tooltip or the details), form
 * fields (their own text) and the screen-reader-only regions.
 */
const SIDEWAYS = `
  const found = [];
  const page = document.documentElement;
  if (page.scrollWidth > innerWidth) found.push("the page: " + page.scrollWidth + " > " + innerWidth);
  const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") +
    (el.classList.length ? "." + [...el.classList].join(".") : "");
  for (const el of document.querySelectorAll("body *")) {
    if (el.matches("input, select, textarea, option") || el.closest(".tree-view, .visually-hidden")) continue;
    if (el.closest(".lib-scroll") && !el.matches(".lib-scroll")) continue;
    const style = getComputedStyle(el);
    if (!["auto", "scroll", "hidden"].includes(style.overflowX) || style.textOverflow === "ellipsis") continue;
    if (el.scrollWidth > el.clientWidth) found.push(name(el) + ": " + el.scrollWidth + " > " + el.clientWidth);
  }
  return found;
`;

/**
 * The last visible control (in document order) of the screen and of each
 * panel that scrolls inside it, each scrolled into view within its panel:
 * those that then lie outside the viewport, or needed the page itself to
 * scroll, with where they are.
 */
const LAST_CONTROLS = `
  const scope = document.querySelector(arguments[0]) ?? document.body;
  const panels = [...scope.querySelectorAll("*")].filter((el) =>
    ["auto", "scroll"].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight);
  const page = document.scrollingElement;
  const out = new Set();
  for (const box of [scope, ...panels]) {
    const controls = [...box.querySelectorAll("button, input, select, textarea, a[href], [tabindex]")]
      .filter((el) => !el.closest("[hidden], .visually-hidden") && el.getClientRects().length > 0);
    const last = controls[controls.length - 1];
    if (!last) continue;
    last.scrollIntoView({ block: "nearest", inline: "nearest" });
    const r = last.getBoundingClientRect();
    // Within a pixel: a control scrolled to a panel's lower edge may end a fraction beyond it.
    const inside = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1 &&
      page.scrollTop === 0 && page.scrollLeft === 0;
    if (!inside) out.add((last.id || last.textContent.trim().slice(0, 30) || last.tagName) +
      " at " + [r.left, r.top, r.right, r.bottom].map(Math.round).join(",") +
      " in " + innerWidth + "x" + innerHeight + ", the page scrolled by " + page.scrollTop);
    page.scrollTop = 0;
    page.scrollLeft = 0;
  }
  return [...out];
`;

/** Asserts the layout rules for the screen shown, and keeps its screenshot. */
async function checkScreen(name, width, height, scope = "main") {
  await app.screenshot(`layout-${name}-${width}x${height}`);
  assert.deepEqual(await driver.executeScript(SIDEWAYS), [], `${name} at ${width}×${height} scrolls sideways`);
  assert.deepEqual(await driver.executeScript(LAST_CONTROLS, scope), [], `${name} at ${width}×${height}: out of reach`);
}

/** Each screen, reached through the navigation bar (and the screens' own buttons). */
const SCREENS = [
  ["review", async () => click("#nav-review")],
  ["library", async () => click("#nav-library")],
  ["learn", async () => click("#nav-learn")],
  [
    "lesson",
    async () => {
      await click("#nav-learn");
      await click("#lesson-ko button");
      await waitFor(driver, "#lesson-player");
    },
  ],
  [
    "rules",
    async () => {
      await click("#nav-learn");
      await click("#btn-rules");
      await waitFor(driver, '#lesson-player[data-lesson="rules"]');
    },
  ],
  ["glossary", async () => click("#nav-glossary")],
  ["teach", async () => click("#nav-teach")],
  ["settings", async () => click("#nav-settings")],
  ["about", async () => click("#nav-about")],
  ["play", async () => click("#nav-play")],
];

test("inside a lesson and on the short rules, Lernen is the current entry of the navigation bar", async () => {
  const current = async () =>
    driver.executeScript("return [...document.querySelectorAll('.app-nav [aria-current=\"page\"]')].map((b) => b.id)");
  await click("#nav-learn");
  await click("#lesson-ko button");
  await waitFor(driver, "#lesson-player");
  assert.deepEqual(await current(), ["nav-learn"]);
  const style = await driver.executeScript("return getComputedStyle(document.getElementById('nav-learn')).fontWeight");
  assert.equal(style, "700", "the current entry is drawn as current");
  await click("#nav-learn");
  await click("#btn-rules");
  await waitFor(driver, '#lesson-player[data-lesson="rules"]');
  assert.deepEqual(await current(), ["nav-learn"]);
});

test("the TEACH panel fits its column at 1366×768 and at 1280×900", async () => {
  await click("#nav-teach");
  await click("#new-board");
  await waitFor(driver, ".teach-panel");
  for (const [width, height] of [
    [1366, 768],
    [1280, 900],
  ]) {
    await resize(width, height);
    // Focusing the last field of "Als Bild" once scrolled the panel sideways.
    await click("#image-to");
    const sizes = await driver.executeScript(
      "const p = document.querySelector('.teach-panel'); return [p.scrollWidth, p.clientWidth, p.scrollLeft]",
    );
    assert.equal(sizes[0], sizes[1], `the TEACH panel at ${width}×${height} is ${sizes[0]} px wide in ${sizes[1]} px`);
    assert.equal(sizes[2], 0, "the TEACH panel has not scrolled sideways");
    await checkScreen("teach-board", width, height);
  }
});

for (const [width, height] of [
  [1366, 768],
  [1280, 720],
]) {
  test(`every screen at ${width}×${height}: nothing scrolls sideways, the last control is in reach`, async () => {
    await resize(width, height);
    for (const [name, open] of SCREENS) {
      await open();
      await checkScreen(name, width, height);
    }
    await click("#nav-play");
    await click("#btn-new-game");
    await waitFor(driver, "#new-game-dialog");
    await checkScreen("new-game", width, height, "#new-game-dialog");
    await click("#ng-start");
    await driver.wait(async () => (await driver.findElements(By.css("#new-game-dialog"))).length === 0, WAIT_MS);
  });
}

test("the scoring screen at 1280×720", async () => {
  await resize(1280, 720);
  await click("#nav-play");
  await newGame(driver, { size: 9 });
  await click("#btn-pass");
  await waitForText(driver, "#turn", "Weiß");
  await click("#btn-pass");
  await waitFor(driver, "#scoring-panel");
  await checkScreen("scoring", 1280, 720);
});
