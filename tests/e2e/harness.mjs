// Drives the real LoGo window: starts tauri-driver (which starts WebKitWebDriver
// and the app binary) and hands the test a selenium session. Each harness owns a
// fresh data directory, so every test file starts with an empty database unless
// it prepares one; `restart()` keeps the directory, as a user's restart would.
// `stop()` ends everything the session started and fails if the app outlived it.
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import net from "node:net";
import { Builder, By, Capabilities, until } from "selenium-webdriver";
import { RUN_ID, processesWithEnv, signalAll, waitUntilGone } from "./processes.mjs";
import { screenPng } from "./xshot.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
/** The app under test: `LOGO_APP` if set (the smoke test of the installed
 * package sets `/usr/bin/logo-app`), else the app built with the embedded UI
 * (`npx tauri build --debug --no-bundle`) in Cargo's target directory
 * (CARGO_TARGET_DIR if set). */
export const APP =
  process.env.LOGO_APP ?? join(process.env.CARGO_TARGET_DIR ?? join(ROOT, "target"), "debug", "logo-app");
/** Where screenshots for people to look at are written. */
export const SHOTS = join(ROOT, "target", "e2e-screenshots");
/** Where the driver's and the app's output goes (one file per harness start), so
 * no process of a session can hold the test runner's output pipe open. */
const LOGS = join(ROOT, "target", "e2e-logs");
/** How long the app may take to exit after its session has ended. */
const EXIT_GRACE_MS = 5000;
let starts = 0;
/** The app's identifier: its data lives in $XDG_DATA_HOME/<identifier>/. */
export const IDENTIFIER = "de.logogo.LoGo";
export const WAIT_MS = 15000;

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

/** Two free TCP ports on 127.0.0.1 (the driver's and WebKitWebDriver's), as the system hands them out. */
async function freePorts() {
  const one = () =>
    new Promise((resolvePort, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => resolvePort(port));
      });
    });
  const first = await one();
  let second = await one();
  while (second === first) second = await one();
  return [first, second];
}

/**
 * One app under test. Its driver listens on ports the system hands out at each
 * start, so no two test files (nor two test runs on one machine) share one.
 */
export class Harness {
  /**
   * `args` are passed to the app's command line (e.g. a file to open); change them before a `restart()`.
   * `env` adds to the environment of the driver and the app (e.g. a D-Bus session bus).
   */
  constructor({ lang = "de_DE.UTF-8", args = [], env = {} } = {}) {
    this.port = null;
    this.lang = lang;
    this.args = args;
    this.extraEnv = env;
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

  /**
   * The environment the app runs in: its own data directory and language, and
   * the marks that let every process of this session be found and ended.
   */
  get env() {
    return {
      ...process.env,
      XDG_DATA_HOME: this.dataHome,
      LANG: this.lang,
      LANGUAGE: "",
      LC_ALL: this.lang,
      // GTK keeps its settings in memory: no dconf, no D-Bus session to launch.
      GSETTINGS_BACKEND: "memory",
      LOGO_E2E_RUN: RUN_ID,
      LOGO_E2E_FILE: String(process.pid),
      LOGO_E2E_MARK: this.mark,
      // No session bus unless a test brings its own (sessionBus.mjs): on a
      // desktop, a test's app would otherwise hand its files to a LoGo the
      // developer is running and exit (one LoGo per session bus).
      DBUS_SESSION_BUS_ADDRESS: "unix:path=/nonexistent/logo-e2e-no-bus",
      ...this.extraEnv,
    };
  }

  async start() {
    starts += 1;
    const [port, nativePort] = await freePorts();
    this.port = port;
    this.mark = `${RUN_ID}/${process.pid}/${this.port}/${starts}`;
    const env = this.env;
    mkdirSync(LOGS, { recursive: true });
    this.logPath = join(LOGS, `${this.port}-${starts}.log`);
    const log = openSync(this.logPath, "w");
    // Its own process group (detached), so stop() can end the driver, WebKitWebDriver and the app together.
    this.driverProcess = spawn("tauri-driver", ["--port", String(port), "--native-port", String(nativePort)], {
      env,
      detached: true,
      stdio: ["ignore", log, log],
    });
    closeSync(log);
    this.driverExit = new Promise((r) => this.driverProcess.once("exit", r));
    await waitForPort(this.port, WAIT_MS).catch((e) => {
      throw new Error(`${e.message}; its output:\n${this.logTail()}`);
    });
    const caps = new Capabilities();
    caps.set("tauri:options", { application: APP, args: this.args });
    caps.setBrowserName("wry");
    this.driver = await new Builder().withCapabilities(caps).usingServer(`http://127.0.0.1:${this.port}/`).build();
    await this.driver.wait(until.elementLocated(By.css("[data-point]")), WAIT_MS);
    return this.driver;
  }

  /**
   * Ends the session, then every process it started (driver, WebKitWebDriver,
   * the app and WebKit's helpers) and waits for them. Throws if the app was
   * still running `EXIT_GRACE_MS` after its session ended (it is killed first),
   * or if a process named in `mustEnd` (e.g. an engine the app started) was
   * still there once the app had gone.
   */
  async stop({ mustEnd = [] } = {}) {
    if (!this.driverProcess) return;
    if (this.driver) await withTimeout(this.driver.quit(), WAIT_MS).catch(() => {});
    this.driver = null;
    const apps = () => processesWithEnv("LOGO_E2E_MARK", this.mark).filter((p) => p.name.startsWith("logo-app"));
    const survivors = await waitUntilGone(apps, EXIT_GRACE_MS);
    const children = () => processesWithEnv("LOGO_E2E_MARK", this.mark).filter((p) => mustEnd.includes(p.name));
    const orphans = await waitUntilGone(children, 3000);
    const all = () => processesWithEnv("LOGO_E2E_MARK", this.mark);
    try {
      process.kill(-this.driverProcess.pid, "SIGTERM");
    } catch {
      // The group has ended already.
    }
    signalAll(await waitUntilGone(all, 3000), "SIGKILL");
    const unkillable = await waitUntilGone(all, 3000);
    await withTimeout(this.driverExit, 3000).catch(() => {});
    this.driverProcess = null;
    if (survivors.length > 0 || unkillable.length > 0 || orphans.length > 0) {
      const names = [...survivors, ...unkillable, ...orphans].map((p) => `${p.name} (pid ${p.pid})`).join(", ");
      throw new Error(`${names} outlived the WebDriver session on port ${this.port}; see ${this.logPath}`);
    }
  }

  /** Everything the driver and the app wrote since the latest start. */
  logText() {
    try {
      return readFileSync(this.logPath, "utf8");
    } catch {
      return "";
    }
  }

  /** The last lines the driver and the app wrote. */
  logTail() {
    return this.logText().split("\n").slice(-30).join("\n");
  }

  /** Quits the app and starts it again on the same data directory. */
  async restart() {
    await this.stop();
    return this.start();
  }

  /** Saves a screenshot of the window (from the X server: see xshot.mjs) after the page has painted its latest state. */
  async screenshot(name) {
    await this.driver.executeScript(
      "return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))",
    );
    mkdirSync(SHOTS, { recursive: true });
    const path = join(SHOTS, `${name}.png`);
    writeFileSync(path, screenPng());
    return path;
  }
}

/** `promise`, or a rejection after `ms` milliseconds. */
function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits until an element matching the CSS selector exists, and returns it. */
export async function waitFor(driver, selector) {
  return driver.wait(until.elementLocated(By.css(selector)), WAIT_MS, `${selector} expected`);
}

/** The board cell of an SGF point. */
export const cell = (point) => By.css(`[data-point="${point}"]`);

/** Waits until the cell holds a stone of `color` ("B"/"W") or none (null). */
export async function waitForStone(driver, point, color) {
  await driver.wait(
    async () => {
      const value = await driver.findElement(cell(point)).getAttribute("data-stone");
      return color === null ? !value : value === color;
    },
    WAIT_MS,
    `stone ${color} expected at ${point}`,
  );
}

/** WebDriver's element text turns no-break spaces (French "Occupé :") into plain ones; so is the expectation. */
const plainSpaces = (text) => text.replace(/[\u00a0\u202f]/g, " ");

/** Waits until the element's text contains `fragment`, and returns the text. */
/** Waits until the library table has applied its filters and counted (its grid no longer aria-busy). */
export async function waitForLibrarySearch(driver) {
  await driver.wait(
    async () => {
      const grid = await driver.findElements(By.css('.lib-table[role="grid"]'));
      return grid.length > 0 && (await grid[0].getAttribute("aria-busy")) !== "true";
    },
    WAIT_MS,
    "the library's search to end",
  );
}

export async function waitForText(driver, selector, fragment) {
  let text = "";
  const expected = plainSpaces(fragment);
  await driver
    .wait(
      async () => {
        const found = await driver.findElements(By.css(selector));
        text = found.length > 0 ? await found[0].getText() : "";
        return plainSpaces(text).includes(expected);
      },
      WAIT_MS,
      `"${fragment}" expected in ${selector}`,
    )
    .catch((e) => {
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
 * main time as typed, e.g. "0:03", byo-yomi seconds), `computer` ({level,
 * color, name}: against the first program of the list, GNU Go where installed).
 */
export async function newGame(driver, { size = 19, rules, handicap, time, computer } = {}) {
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
  if (computer) {
    await click("#ng-opponent-computer");
    if (computer.level) await click(`#ng-level option[value="${computer.level}"]`);
    if (computer.color) await click(`#ng-learner-color option[value="${computer.color}"]`);
    if (computer.name) await type("#ng-learner-name", computer.name);
  }
  if (time) {
    await click("#ng-time");
    await type("#ng-main-black", time.main);
    await type("#ng-main-white", time.main);
    await type("#ng-period", time.period);
  }
  await click("#ng-start");
  await driver.wait(async () => (await driver.findElements(By.css("#new-game-dialog"))).length === 0, WAIT_MS);
}
