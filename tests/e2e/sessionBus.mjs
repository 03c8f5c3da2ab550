// A private D-Bus session bus for a test. A running LoGo is found through the
// session bus (its single-instance name), and a bare Xvfb has none, so tests of
// "a second start hands its file to the running window" bring their own. The
// daemon carries the test file's mark, so it is ended with the file's processes.
import { spawn } from "node:child_process";
import { RUN_ID } from "./processes.mjs";

const WAIT_MS = 10000;

/** Starts `dbus-daemon --session`; resolves to `{ address, stop() }`. */
export function startSessionBus() {
  const daemon = spawn("dbus-daemon", ["--session", "--nofork", "--nopidfile", "--print-address=1"], {
    env: { ...process.env, LOGO_E2E_RUN: RUN_ID, LOGO_E2E_FILE: String(process.pid) },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const exited = new Promise((resolveExit) => daemon.once("exit", resolveExit));
  const stop = async () => {
    daemon.ref();
    daemon.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolveBus, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error("dbus-daemon printed no address")), WAIT_MS);
    daemon.once("error", reject);
    daemon.stdout.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n")[0];
      if (output.includes("\n") && line.startsWith("unix:")) {
        clearTimeout(timer);
        // Neither the daemon nor its output pipe keeps the test file alive:
        // a file that ends without stop() ends the daemon on its way out
        // (processes.mjs), instead of waiting for it forever.
        daemon.stdout.destroy();
        daemon.unref();
        resolveBus({ address: line.trim(), stop });
      }
    });
  });
}
