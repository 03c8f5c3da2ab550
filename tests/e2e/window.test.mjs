// The window on a 1366×768 laptop screen (an X server of that size of the
// test's own): the first window fits the screen; closed and opened again it
// comes back where it was; a place on a monitor that is gone is moved back
// onto the screen.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Harness, waitFor } from "./harness.mjs";

const CLOSE_WINDOW = resolve(import.meta.dirname, "close_window.py");
const SCREEN = { width: 1366, height: 768 };

/** Starts Xvfb with a screen of `SCREEN`'s size on a free display; resolves to its process and display name. */
function laptopScreen() {
  const server = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", `${SCREEN.width}x${SCREEN.height}x24`, "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  return new Promise((resolveDisplay, reject) => {
    let text = "";
    server.stdio[3].on("data", (chunk) => {
      text += chunk;
      if (text.includes("\n")) resolveDisplay({ server, display: `:${text.trim()}` });
    });
    server.once("exit", (code) => reject(new Error(`Xvfb ended (${code}) before it named its display`)));
  });
}

let screen;
let app;
let driver;

before(async () => {
  screen = await laptopScreen();
  // This file's app, its driver and its screenshots (xwd) all use the laptop screen.
  process.env.DISPLAY = screen.display;
  app = new Harness();
  driver = await app.start();
});
after(async () => {
  try {
    await app?.stop();
  } finally {
    screen?.server.kill("SIGTERM");
  }
});

/** The window's rectangle on the screen. */
const rect = () => driver.manage().window().getRect();

function assertOnScreen(r, what) {
  assert.ok(r.x >= 0 && r.y >= 0, `${what}: ${JSON.stringify(r)} starts on the screen`);
  assert.ok(r.x + r.width <= SCREEN.width, `${what}: ${JSON.stringify(r)} fits the screen's width`);
  assert.ok(r.y + r.height <= SCREEN.height, `${what}: ${JSON.stringify(r)} fits the screen's height`);
}

/** Closes the window as a window manager's close button does, and waits until LoGo has quit. */
async function closeWindow() {
  const asked = execFileSync("python3", [CLOSE_WINDOW, "LoGo"], { encoding: "utf8", env: app.env });
  assert.equal(asked.trim(), "sent 1");
  await app.stop();
}

test("the first window fits a 1366×768 screen, bottom controls included", async () => {
  const first = await rect();
  assertOnScreen(first, "first start");
  assert.ok(first.width >= 1000, `${first.width} px wide: as wide as the screen allows`);
  const bottom = await driver.executeScript("return document.documentElement.scrollHeight <= window.innerHeight");
  assert.equal(bottom, true, "the play screen needs no scrolling");
  await app.screenshot("window-first-start-1366x768");
});

test("closed and opened again, the window keeps its size and place", async () => {
  await driver.manage().window().setRect({ x: 40, y: 30, width: 1100, height: 650 });
  const moved = await rect();
  await closeWindow();
  const kept = JSON.parse(readFileSync(join(app.appDataDir, "window.json"), "utf8"));
  assert.equal(kept.rect.width, moved.width);
  driver = await app.start();
  const again = await rect();
  assert.deepEqual(
    [again.x, again.y, again.width, again.height],
    [moved.x, moved.y, moved.width, moved.height],
    "where it was closed",
  );
});

test("a place on a monitor that is gone is moved back onto the screen", async () => {
  await closeWindow();
  const path = join(app.appDataDir, "window.json");
  const kept = JSON.parse(readFileSync(path, "utf8"));
  writeFileSync(path, JSON.stringify({ ...kept, rect: { x: 2200, y: 200, width: 1600, height: 1000 } }));
  driver = await app.start();
  assertOnScreen(await rect(), "after the second monitor went away");
  await waitFor(driver, "[data-point]");
});
