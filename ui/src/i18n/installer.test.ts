// @vitest-environment node
import { describe, expect, it } from "vitest";
import config from "../../../src-tauri/tauri.conf.json";

// LoGo's own texts for the Windows installer in the languages Tauri brings none for.
const files = import.meta.glob<string>("../../../src-tauri/windows/nsis/*.nsh", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The texts Tauri's NSIS template (CLI 2.12) asks every language for. */
const TEMPLATE_KEYS = [
  "addOrReinstall",
  "alreadyInstalled",
  "alreadyInstalledLong",
  "appRunning",
  "appRunningOkKill",
  "chooseMaintenanceOption",
  "choowHowToInstall",
  "createDesktop",
  "deleteAppData",
  "dontUninstall",
  "dontUninstallDowngrade",
  "failedToKillApp",
  "installingWebview2",
  "newerVersionInstalled",
  "older",
  "olderOrUnknownVersionInstalled",
  "silentDowngrades",
  "unableToUninstall",
  "uninstallApp",
  "uninstallBeforeInstalling",
  "unknown",
  "webview2AbortError",
  "webview2DownloadError",
  "webview2DownloadSuccess",
  "webview2Downloading",
  "webview2InstallError",
  "webview2InstallSuccess",
];

const nsis = config.bundle.windows.nsis;

describe("the Windows installer", () => {
  it("offers all ten of LoGo's languages", () => {
    expect([...nsis.languages].sort()).toEqual(
      [
        "Danish",
        "Dutch",
        "English",
        "French",
        "German",
        "Italian",
        "Polish",
        "Portuguese",
        "Russian",
        "Spanish",
      ].sort(),
    );
  });

  it.each(Object.entries(nsis.customLanguageFiles))("has every text of the template in %s", (language, path) => {
    const text = files[`../../../src-tauri/${path}`];
    expect(text, `${path} is missing`).toBeDefined();
    const constant = `\${LANG_${language.toUpperCase()}}`;
    const keys = [...(text ?? "").matchAll(/^LangString (\w+) (\S+) "(.*)"$/gm)].map((m) => {
      expect(m[2], m[1]).toBe(constant);
      expect(m[3], m[1]).not.toBe("");
      return m[1];
    });
    expect(keys).toEqual(TEMPLATE_KEYS);
  });
});
