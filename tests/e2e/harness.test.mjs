// The harness itself: a session's processes all end with it, and an app that
// outlives its session (its WebKitWebDriver died, as happens when a test goes
// wrong) is killed and reported instead of keeping the test run alive; a
// private session bus a test file forgets to stop does not keep it alive either.
import { test } from "node:test";
import { spawn } from "node:child_process";
import assert from "node:assert/strict";
import { Harness } from "./harness.mjs";
import { processesWithEnv, signalAll } from "./processes.mjs";

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

test("a test file that never stops its D-Bus session bus still ends, and the daemon with it", async () => {
  const busModule = new URL("./sessionBus.mjs", import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { startSessionBus } = await import(${JSON.stringify(busModule)}); await startSessionBus();`,
    ],
    { stdio: "ignore" },
  );
  const ended = await new Promise((resolveEnd) => {
    const timer = setTimeout(() => resolveEnd(false), 10000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolveEnd(true);
    });
  });
  const left = processesWithEnv("LOGO_E2E_FILE", String(child.pid));
  if (!ended) child.kill("SIGKILL");
  signalAll(left, "SIGKILL");
  assert.ok(ended, "the test file was still running 10 s after its last line");
  assert.deepEqual(left, [], "its dbus-daemon was ended");
});
