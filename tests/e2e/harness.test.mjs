// The harness itself: a session's processes all end with it, and an app that
// outlives its session (its WebKitWebDriver died, as happens when a test goes
// wrong) is killed and reported instead of keeping the test run alive.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Harness } from "./harness.mjs";
import { processesWithEnv } from "./processes.mjs";

const marked = (app) => processesWithEnv("LOGO_E2E_MARK", app.mark);

test("stopping ends the driver, WebKitWebDriver, the app and WebKit's helpers", async () => {
  const app = new Harness();
  await app.start();
  const names = marked(app).map((p) => p.name);
  assert.ok(names.includes("logo-app"), `the app runs: ${names}`);
  assert.ok(names.includes("WebKitWebDriver"), `the WebDriver runs: ${names}`);
  await app.stop();
  assert.deepEqual(marked(app), [], "nothing of the session is left");
});

test("an app orphaned by a dead WebKitWebDriver is killed and the stop fails saying so", async () => {
  const app = new Harness();
  await app.start();
  for (const { pid, name } of marked(app)) {
    if (name === "WebKitWebDriver") process.kill(pid, "SIGKILL");
  }
  await assert.rejects(app.stop(), /logo-app \(pid \d+\) outlived the WebDriver session on port \d+/);
  assert.deepEqual(marked(app), [], "the orphaned app was ended");
});
