import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import { setLocale } from "../../i18n";
import { click, get, mount, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc } from "../../testing/fakeIpc";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

async function openAbout(ipc = fakeIpc()) {
  mounted = mount(<App ipc={ipc} />);
  await settle();
  click(get(mounted.container, "#nav-about"));
  await settle();
  return { root: mounted.container, ipc };
}

describe("About LoGo", () => {
  it("is the last entry of the navigation bar", async () => {
    const { root } = await openAbout();
    const entries = [...root.querySelectorAll(".app-nav button")];
    expect(entries.at(-1)?.id).toBe("nav-about");
    expect(get(root, "#nav-about").getAttribute("aria-current")).toBe("page");
  });

  it("shows the version, both folders and every component with its licence", async () => {
    const { root } = await openAbout();
    const screen = get(root, "#about-screen");
    expect(get(screen, "h1").textContent).toBe("Über LoGo");
    expect(get(screen, "#about-version").textContent).toBe("Version 0.1.0");
    expect(get(screen, "#about-data-path").textContent).toBe("/home/anna/.local/share/de.logogo.LoGo");
    expect(get(screen, "#about-logs-path").textContent).toBe("/home/anna/.local/share/de.logogo.LoGo/logs");
    expect(get(screen, "#about-components summary").textContent).toBe("Enthaltene Komponenten und ihre Lizenzen (3)");
    const rows = [...screen.querySelectorAll("#about-components tr")].map((r) => r.textContent);
    expect(rows).toEqual(["tauri2.12.5Apache-2.0 OR MITRust", "webkit2gtk2.0.2MITRust", "preact10.29.8MITnpm"]);
  });

  it("asks the backend to show a folder by its kind, never by its path", async () => {
    const { root, ipc } = await openAbout();
    const show = get(root, "#about-logs-show");
    expect(show.getAttribute("aria-label")).toBe("Protokollordner im Dateimanager zeigen");
    click(show);
    click(get(root, "#about-data-show"));
    expect(ipc.showAppFolder).toHaveBeenNthCalledWith(1, "logs");
    expect(ipc.showAppFolder).toHaveBeenNthCalledWith(2, "data");
  });

  it("says so when the file manager cannot be started, and keeps the path to copy", async () => {
    const showAppFolder = vi.fn(() => Promise.reject({ code: "folder_not_shown", folder: "data" }));
    const { root } = await openAbout(fakeIpc({ showAppFolder }));
    click(get(root, "#about-data-show"));
    await settle();
    expect(get(root, "#about-error").textContent).toBe(
      "Der Dateimanager ließ sich nicht öffnen; der Ordner steht oben zum Abschreiben.",
    );
    expect(get(root, "#about-data-path").textContent).toContain("de.logogo.LoGo");
  });

  it("speaks English", async () => {
    setLocale("en");
    const { root } = await openAbout();
    expect(get(root, "#about-screen h1").textContent).toBe("About LoGo");
    expect(get(root, "#about-logs-show").getAttribute("aria-label")).toBe("Show the log folder in the file manager");
    expect(get(root, "#about-components summary").textContent).toBe("Components included and their licences (3)");
  });

  it("tells when the information cannot be loaded", async () => {
    const about = vi.fn(() => Promise.reject({ code: "not_now" }));
    const { root } = await openAbout(fakeIpc({ about }));
    expect(get(root, "#about-error").textContent).toBe(
      "Die Angaben über LoGo konnten nicht geladen werden. Das ist im Moment nicht möglich.",
    );
  });
});
