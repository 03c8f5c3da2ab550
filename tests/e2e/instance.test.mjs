// One LoGo per session: with LoGo running, a second start with a file (as a
// file manager's "Open with" runs it) hands the file to the running window and
// exits at once; the running window shows the file on the review screen. A
// relative path is taken from the folder the second start ran in; a second
// start without a file changes nothing. The instances find each other on a
// private D-Bus session bus.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { APP, Harness, waitFor, waitForText } from "./harness.mjs";
import { startSessionBus } from "./sessionBus.mjs";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures", "review");
/** How long a second start may take to hand over its file and exit. */
const HANDOVER_MS = 5000;

const work = mkdtempSync(join(tmpdir(), "logo-instance-"));
copyFileSync(join(FIXTURES, "variations.sgf"), join(work, "variations.sgf"));
copyFileSync(join(FIXTURES, "broken.sgf"), join(work, "broken.sgf"));

let bus;
let app;
let driver;

before(async () => {
  bus = await startSessionBus();
  app = new Harness({ env: { DBUS_SESSION_BUS_ADDRESS: bus.address } });
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

/** Runs the app a second time, as the system would; resolves to its exit code and run time. */
function secondStart(args, cwd = work) {
  const started = Date.now();
  const child = spawn(APP, args, { cwd, env: app.env, stdio: "ignore" });
  return new Promise((resolveRun, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the second start was still running after ${HANDOVER_MS} ms`));
    }, HANDOVER_MS);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolveRun({ code, ms: Date.now() - started });
    });
  });
}

test("a second start with a file exits at once and the running window opens the file", async () => {
  await waitFor(driver, "#nav-play");
  const run = await secondStart([join(work, "variations.sgf")]);
  assert.equal(run.code, 0);
  await waitForText(driver, "#review-file", "variations.sgf");
  await waitForText(driver, "#node-comment", "Willkommen!");
  await app.screenshot("instance-file-handed-over");
});

test("a relative path is taken from the folder of the second start", async () => {
  const run = await secondStart(["broken.sgf"], work);
  assert.equal(run.code, 0);
  await waitForText(driver, "#review-file", "broken.sgf");
});

test("a second start without a file leaves the open file as it is", async () => {
  const run = await secondStart([]);
  assert.equal(run.code, 0);
  await waitForText(driver, "#review-file", "broken.sgf");
});
