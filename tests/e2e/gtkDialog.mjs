// Answers the app's native GTK file dialogs under Xvfb with xdotool, as a
// user at the keyboard would: focus the dialog, type the full path, press
// Enter. WebDriver cannot reach native windows, and the app has no test-only
// way around its dialogs, so this is how end-to-end tests open and save files.
import { execFileSync } from "node:child_process";

const WAIT_MS = 15000;

function xdotool(...args) {
  return execFileSync("xdotool", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}

/** The id of the visible window whose title matches `title` (a regular expression), once it appears. */
export async function waitForWindow(title) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const ids = xdotool("search", "--onlyvisible", "--name", title).split("\n").filter(Boolean);
      if (ids.length > 0) return ids[ids.length - 1];
    } catch {
      // Not there yet: xdotool exits with 1 when nothing matches.
    }
    if (Date.now() > deadline) throw new Error(`no window titled ${title} appeared`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Waits until no visible window matches `title` any more. */
export async function waitForWindowGone(title) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      xdotool("search", "--onlyvisible", "--name", title);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`the window titled ${title} stayed open`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function typeInto(title, keys, path, { dropCompletion = false } = {}) {
  const id = await waitForWindow(title);
  // GTK needs a moment after mapping before it takes keys.
  await new Promise((r) => setTimeout(r, 700));
  xdotool("windowfocus", "--sync", id);
  xdotool("key", "--clearmodifiers", keys);
  await new Promise((r) => setTimeout(r, 300));
  xdotool("type", "--delay", "20", path);
  await new Promise((r) => setTimeout(r, 300));
  if (dropCompletion) {
    // GTK completes a folder's name with the one folder inside it; Delete takes the completion back.
    xdotool("key", "Delete");
    await new Promise((r) => setTimeout(r, 300));
  }
  xdotool("key", "Return");
  await waitForWindowGone(title);
}

/** Chooses `path` in the open dialog titled `title`: Ctrl+L opens the location field. */
export function chooseFileToOpen(title, path) {
  return typeInto(title, "ctrl+l", path);
}

/** Chooses the folder `path` in the folder dialog titled `title`. */
export function chooseFolder(title, path) {
  return typeInto(title, "ctrl+l", path.replace(/\/+$/, ""), { dropCompletion: true });
}

/** Enters `path` as the name in the save dialog titled `title` (a full path replaces the suggestion). */
export function chooseFileToSave(title, path) {
  return typeInto(title, "ctrl+a", path);
}
