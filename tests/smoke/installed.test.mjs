// Smoke test of the installed package (scripts/test.sh runs it after
// `apt-get install ./LoGo_*.deb`, with LOGO_APP=/usr/bin/logo-app): the
// installed app starts to an empty 19x19 board and plays a move; `logo` is on
// the PATH; the desktop entry claims SGF files, so `xdg-open` (as a file
// manager does) hands a record to the running window, or starts LoGo with it
// when none runs; "About LoGo" names the version and the data folder and has
// the file manager show it; the log is written in the data folder and names
// opened files without folders; closing the window quits LoGo.
// Not part of `npm run test:e2e`: run it with `npm run test:smoke`.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { APP, Harness, IDENTIFIER, cell, waitForStone, waitForText } from "../e2e/harness.mjs";
import { RUN_ID, processesWithEnv, signalAll, waitUntilGone } from "../e2e/processes.mjs";
import { startSessionBus } from "../e2e/sessionBus.mjs";
import { By } from "selenium-webdriver";

const ROOT = resolve(import.meta.dirname, "..", "..");
const VERSION = JSON.parse(readFileSync(join(ROOT, "src-tauri", "tauri.conf.json"), "utf8")).version;
const work = mkdtempSync(join(tmpdir(), "logo-smoke-"));
const record = join(work, "variations.sgf");
copyFileSync(join(ROOT, "tests", "fixtures", "review", "variations.sgf"), record);

// The "file manager" of this session: a desktop entry for folders that writes
// down the folder it was asked to show (in a config home of the test's own).
const configHome = join(work, "config");
const shownFolder = join(work, "shown-folder.txt");
function installFolderRecorder(dataHome) {
  const script = join(work, "show-folder.sh");
  writeFileSync(script, `#!/bin/sh\nprintf '%s' "$1" > '${shownFolder}'\n`);
  chmodSync(script, 0o755);
  mkdirSync(join(dataHome, "applications"), { recursive: true });
  writeFileSync(
    join(dataHome, "applications", "logo-test-folders.desktop"),
    `[Desktop Entry]\nType=Application\nName=Folder recorder\nExec=${script} %f\nMimeType=inode/directory;\nNoDisplay=true\n`,
  );
  mkdirSync(configHome, { recursive: true });
  writeFileSync(
    join(configHome, "mimeapps.list"),
    "[Default Applications]\ninode/directory=logo-test-folders.desktop\n",
  );
}

let bus;
let app;
let driver;

before(async () => {
  assert.ok(process.env.LOGO_APP, "set LOGO_APP to the installed app, e.g. LOGO_APP=/usr/bin/logo-app");
  bus = await startSessionBus();
  // GNOME's way of opening files (gio), as a desktop session has it.
  app = new Harness({
    env: { DBUS_SESSION_BUS_ADDRESS: bus.address, XDG_CURRENT_DESKTOP: "GNOME", XDG_CONFIG_HOME: configHome },
  });
  installFolderRecorder(app.dataHome);
  driver = await app.start();
});
after(async () => {
  // The bus ends even when stopping the app fails (an app that outlived its
  // session fails the test), so nothing keeps this test file from ending.
  try {
    await app?.stop();
  } finally {
    await bus?.stop();
  }
});

test("the installed app starts to an empty 19x19 board and plays a move", async () => {
  assert.equal(APP, process.env.LOGO_APP);
  assert.equal((await driver.findElements(By.css("[data-point]"))).length, 361);
  await driver.findElement(cell("pd")).click();
  await waitForStone(driver, "pd", "B");
  await waitForText(driver, "#turn", "Weiß");
});

test("the logo command is on the PATH and has the app's version", () => {
  const out = execFileSync("logo", ["--version"], { encoding: "utf8" }).trim();
  assert.match(out, new RegExp(`^logo ${VERSION.replaceAll(".", "\\.")}$`));
});

test("SGF files open in LoGo: xdg-open hands the file to the running window", async () => {
  const mime = (...args) => execFileSync("xdg-mime", args, { encoding: "utf8", env: app.env }).trim();
  assert.equal(mime("query", "filetype", record), "application/x-go-sgf");
  assert.equal(mime("query", "default", "application/x-go-sgf"), "LoGo.desktop");
  const opener = spawn("xdg-open", [record], { env: app.env, stdio: "ignore" });
  const code = await new Promise((resolveExit) => opener.once("exit", resolveExit));
  assert.equal(code, 0);
  await waitForText(driver, "#review-file", "variations.sgf");
  await waitForText(driver, "#node-comment", "Willkommen!");
  await app.screenshot("smoke-installed-xdg-open");
});

test("SGF files open in LoGo when it is not running: xdg-open starts it with the file", async () => {
  // A desktop session of its own (bus, data folder), so no LoGo runs in it yet.
  const coldBus = await startSessionBus();
  const dataHome = mkdtempSync(join(tmpdir(), "logo-smoke-cold-"));
  const mark = `${RUN_ID}/cold-start/${process.pid}`;
  const env = {
    ...app.env,
    XDG_DATA_HOME: dataHome,
    DBUS_SESSION_BUS_ADDRESS: coldBus.address,
    LOGO_E2E_MARK: mark,
  };
  const started = () => processesWithEnv("LOGO_E2E_MARK", mark).filter((p) => p.name === "logo-app");
  try {
    const opener = spawn("xdg-open", [record], { env, stdio: "ignore" });
    assert.equal(await new Promise((resolveExit) => opener.once("exit", resolveExit)), 0);
    const log = join(dataHome, IDENTIFIER, "logs", "logo.log");
    const deadline = Date.now() + 20000;
    const opened = () =>
      existsSync(log) && /opening variations\.sgf from the command line/.test(readFileSync(log, "utf8"));
    while (!opened() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.ok(
      opened(),
      `LoGo did not start with the file (log: ${existsSync(log) ? readFileSync(log, "utf8") : "none"})`,
    );
    assert.equal(started().length, 1, "one LoGo started for the file");
  } finally {
    signalAll(processesWithEnv("LOGO_E2E_MARK", mark), "SIGTERM");
    signalAll(await waitUntilGone(() => processesWithEnv("LOGO_E2E_MARK", mark), 5000), "SIGKILL");
    await coldBus.stop();
  }
});

test("About LoGo shows the version and the folders of this session's data and log", async () => {
  await driver.findElement(By.css("#nav-about")).click();
  await waitForText(driver, "#about-version", `Version ${VERSION}`);
  await waitForText(driver, "#about-data-path", app.appDataDir);
  await waitForText(driver, "#about-logs-path", join(app.appDataDir, "logs"));
  await waitForText(driver, "#about-components summary", "Lizenzen");
  await app.screenshot("smoke-installed-about");
});

test("About LoGo opens the data folder in the file manager", async () => {
  await driver.findElement(By.css("#about-data-show")).click();
  const deadline = Date.now() + 15000;
  while (!existsSync(shownFolder) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.ok(existsSync(shownFolder), "the file manager was not asked to show a folder");
  assert.equal(readFileSync(shownFolder, "utf8"), app.appDataDir);
});

test("the log is written in the app's data folder", () => {
  const log = join(app.appDataDir, "logs", "logo.log");
  assert.ok(existsSync(log), `${log} missing`);
  const text = readFileSync(log, "utf8");
  assert.match(text, new RegExp(`INFO logo_app: LoGo ${VERSION.replaceAll(".", "\\.")} starts`));
  assert.match(text, /a second start handed over variations\.sgf/);
  assert.ok(!text.includes(work), "the log keeps the names of opened files, not their folders");
});

test("closing the window quits LoGo, as the window manager's close button does", async () => {
  const closeWindow = join(ROOT, "tests", "e2e", "close_window.py");
  const asked = execFileSync("python3", [closeWindow, "LoGo"], { encoding: "utf8", env: app.env });
  assert.equal(asked.trim(), "sent 1", "one LoGo window was asked to close");
  const apps = () => processesWithEnv("LOGO_E2E_MARK", app.mark).filter((p) => p.name.startsWith("logo-app"));
  assert.deepEqual(await waitUntilGone(apps, 10000), [], "LoGo ended after its window was closed");
});
