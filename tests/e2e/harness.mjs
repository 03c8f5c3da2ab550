// Drives the real LoGo window: starts tauri-driver (which starts WebKitWebDriver
// and the app binary) and hands the test a selenium session. Each harness owns a
// fresh data directory, so every test file starts with an empty database unless
// it prepares one; `restart()` keeps the directory, as a user's restart would.
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import net from "node:net";
import { Builder, By, Capabilities, until } from "selenium-webdriver";

const ROOT = resolve(import.meta.dirname, "..", "..");
/** The app built with the embedded UI (`npx tauri build --debug --no-bundle`),
 * in Cargo's target directory (CARGO_TARGET_DIR if set). */
export const APP = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, "target"), "debug", "logo-app");
/** Where screenshots for people to look at are written. */
export const SHOTS = join(ROOT, "target", "e2e-screenshots");
/** The app's identifier: its data lives in $XDG_DATA_HOME/<identifier>/. */
const IDENTIFIER = "de.logogo.app";
const WAIT_MS = 15000;

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePort, reject) => {
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        resolvePort();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`tauri-driver did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * One app under test. `port` must be unique per test file (files run one at a
 * time, but a leftover driver must never answer another file's session).
 */
export class Harness {
  /** `args` are passed to the app's command line (e.g. a file to open); change them before a `restart()`. */
  constructor({ port, lang = "de_DE.UTF-8", args = [] }) {
    this.port = port;
    this.lang = lang;
    this.args = args;
    this.dataHome = mkdtempSync(join(tmpdir(), "logo-e2e-"));
    this.driverProcess = null;
    this.driver = null;
  }

  /** The folder holding the app's database. */
  get appDataDir() {
    return join(this.dataHome, IDENTIFIER);
  }

  /** Writes `bytes` as the app's database file before the app starts. */
  plantDatabase(bytes) {
    mkdirSync(this.appDataDir, { recursive: true });
    const path = join(this.appDataDir, "logo.sqlite3");
    writeFileSync(path, bytes);
    return path;
  }

  async start() {
    const env = { ...process.env, XDG_DATA_HOME: this.dataHome, LANG: this.lang, LANGUAGE: "", LC_ALL: this.lang };
    this.driverProcess = spawn("tauri-driver", ["--port", String(this.port), "--native-port", String(this.port + 1)], {
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    await waitForPort(this.port, WAIT_MS);
    const caps = new Capabilities();
    caps.set("tauri:options", { application: APP, args: this.args });
    caps.setBrowserName("wry");
    this.driver = await new Builder().withCapabilities(caps).usingServer(`http://127.0.0.1:${this.port}/`).build();
    await this.driver.wait(until.elementLocated(By.css("[data-point]")), WAIT_MS);
    return this.driver;
  }

  async stop() {
    if (this.driver) await this.driver.quit().catch(() => {});
    this.driver = null;
    if (this.driverProcess) {
      this.driverProcess.kill();
      await new Promise((r) => this.driverProcess.once("exit", r));
    }
    this.driverProcess = null;
  }

  /** Quits the app and starts it again on the same data directory. */
  async restart() {
    await this.stop();
    return this.start();
  }

  /** Saves a screenshot after the page has painted its latest state. */
  async screenshot(name) {
    await this.driver.executeScript(
      "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))",
    );
    const png = await this.driver.takeScreenshot();
    mkdirSync(SHOTS, { recursive: true });
    const path = join(SHOTS, `${name}.png`);
    writeFileSync(path, png, "base64");
    return path;
  }
}

/** Waits until an element matching the CSS selector exists, and returns it. */
export async function waitFor(driver, selector) {
  return driver.wait(until.elementLocated(By.css(selector)), WAIT_MS, `${selector} expected`);
}

/** The board cell of an SGF point. */
export const cell = (point) => By.css(`[data-point="${point}"]`);

/** Waits until the cell holds a stone of `color` ("B"/"W") or none (null). */
export async function waitForStone(driver, point, color) {
  await driver.wait(async () => {
    const value = await driver.findElement(cell(point)).getAttribute("data-stone");
    return color === null ? !value : value === color;
  }, WAIT_MS, `stone ${color} expected at ${point}`);
}

/** Waits until the element's text contains `fragment`, and returns the text. */
export async function waitForText(driver, selector, fragment) {
  let text = "";
  await driver.wait(async () => {
    const found = await driver.findElements(By.css(selector));
    text = found.length > 0 ? await found[0].getText() : "";
    return text.includes(fragment);
  }, WAIT_MS, `"${fragment}" expected in ${selector}`).catch((e) => {
    throw new Error(`${e.message}; text was ${JSON.stringify(text)}`);
  });
  return text;
}

/** Clicks the points in order, waiting for each stone to appear. */
export async function playSequence(driver, moves) {
  for (const [point, color] of moves) {
    await driver.findElement(cell(point)).click();
    await waitForStone(driver, point, color);
  }
}

/**
 * Starts a new game through the New game dialog. Options: `size` (a side the
 * dialog offers), `rules` (a preset id), `handicap`, `time` ({main, period}:
 * main time as typed, e.g. "0:03", byo-yomi seconds).
 */
export async function newGame(driver, { size = 19, rules, handicap, time } = {}) {
  const click = async (selector) => (await waitFor(driver, selector)).click();
  const type = async (selector, value) => {
    const input = await waitFor(driver, selector);
    await input.clear();
    await input.sendKeys(String(value));
  };
  await click("#btn-new-game");
  await click(`#ng-size option[value="${size}"]`);
  if (rules) await click(`#ng-rules option[value="${rules}"]`);
  if (handicap !== undefined) await type("#ng-handicap", handicap);
  if (time) {
    await click("#ng-time");
    await type("#ng-main-black", time.main);
    await type("#ng-main-white", time.main);
    await type("#ng-period", time.period);
  }
  await click("#ng-start");
  await driver.wait(async () => (await driver.findElements(By.css("#new-game-dialog"))).length === 0, WAIT_MS);
}
