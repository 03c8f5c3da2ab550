// The processes an end-to-end test starts, found and ended by a mark in their
// environment. tauri-driver starts WebKitWebDriver, which starts the app, which
// starts WebKit's helper processes; every one of them inherits the environment,
// so `LOGO_E2E_MARK` names the harness that started it even after its parent has
// died and it was re-parented to init. `LOGO_E2E_RUN` names the whole test run
// (scripts/test.sh sets it and checks afterwards that nothing of the run is left).
import { readFileSync, readdirSync } from "node:fs";

/** The id of this test run: the test command's, or one made up for a run by hand. */
export const RUN_ID = process.env.LOGO_E2E_RUN ?? `manual-${process.pid}-${Date.now()}`;

/** Processes whose environment holds `NAME=value` exactly: `[{pid, name}]`. */
export function processesWithEnv(name, value) {
  const wanted = `${name}=${value}`;
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "latin1").split("\0");
      if (!environ.includes(wanted)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "latin1");
      // A zombie has ended; only its parent's wait is missing.
      if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) continue;
      found.push({ pid: Number(entry), name: readFileSync(`/proc/${entry}/comm`, "latin1").trim() });
    } catch {
      // The process ended while we looked, or is not ours to read.
    }
  }
  return found;
}

/** Sends `signal` to each process; one that has already ended is skipped. */
export function signalAll(processes, signal) {
  for (const { pid } of processes) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** Polls `list()` until it is empty or `timeoutMs` passed; returns what is left. */
export async function waitUntilGone(list, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let left = list();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    left = list();
  }
  return left;
}

// Last resort: whatever a test did, nothing this test file started outlives it.
// A test file stopped from outside (the test command's time limit sends SIGTERM)
// exits normally, so this runs then as well.
process.on("exit", () => signalAll(processesWithEnv("LOGO_E2E_FILE", String(process.pid)), "SIGKILL"));
process.on("SIGTERM", () => process.exit(143));
