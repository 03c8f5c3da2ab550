import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import { setLocale } from "../../i18n";
import { click, get, mount, settle } from "../../testing/dom";
import { Notices } from "./Notices";
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

/** What `find` returns once it returns something (the notices arrive through a dynamic import). */
async function eventually<T>(find: () => T | null): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const found = find();
    if (found !== null) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`it never came: ${document.body.textContent?.slice(-300)}`);
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
    expect(get(root, "#about-notices-toggle").textContent).toBe("Licence texts");
  });

  it("shows the licence texts on request, in a region the keyboard reaches", async () => {
    const { root } = await openAbout();
    const toggle = get(root, "#about-notices-toggle");
    expect(toggle.textContent).toBe("Lizenztexte");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(root.querySelector("#about-notices")).toBeNull();
    click(toggle);
    const notices = await eventually(() => root.querySelector<HTMLElement>("#about-notices"));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe("about-notices");
    expect(notices.getAttribute("role")).toBe("region");
    expect(notices.getAttribute("aria-label")).toBe("Lizenztexte der enthaltenen Komponenten");
    expect(notices.tabIndex).toBe(0);
    const text = notices.textContent ?? "";
    expect(text).toMatch(/^LoGo: third-party notices/);
    expect(text).toContain("Copyright 2026 the LoGo authors");
    expect(text).toMatch(/^Used by: tauri \d/m);
    expect(text).toMatch(/^SQLite [\d.]+ is compiled into LoGo/m);
    click(toggle);
    expect(root.querySelector("#about-notices")).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("says so when the licence texts cannot be loaded", async () => {
    mounted = mount(<Notices load={() => Promise.reject(new Error("chunk missing"))} />);
    click(get(mounted.container, "#about-notices-toggle"));
    await settle();
    expect(get(mounted.container, "#about-notices-error").textContent).toBe(
      "Die Lizenztexte konnten nicht geladen werden.",
    );
  });

  it("tells when the information cannot be loaded", async () => {
    const about = vi.fn(() => Promise.reject({ code: "not_now" }));
    const { root } = await openAbout(fakeIpc({ about }));
    expect(get(root, "#about-error").textContent).toBe(
      "Die Angaben über LoGo konnten nicht geladen werden. Das ist im Moment nicht möglich.",
    );
  });
});
