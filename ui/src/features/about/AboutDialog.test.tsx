import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/App";
import { setLocale } from "../../i18n";
import { click, get, mount, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { ABOUT, fakeIpc } from "../../testing/fakeIpc";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

async function openAbout(ipc = fakeIpc()) {
  mounted = mount(<App ipc={ipc} />);
  await settle();
  const opener = get(mounted.container, "#nav-about");
  opener.focus(); // a real click focuses the button; jsdom's does not
  click(opener);
  await settle();
  return { root: mounted.container, ipc };
}

describe("About LoGo", () => {
  it("shows the version, both folders and every component with its licence", async () => {
    const { root } = await openAbout();
    const dialog = get(root, "#about-dialog");
    expect(dialog.getAttribute("aria-labelledby")).toBe("about-dialog-title");
    expect(get(dialog, "#about-dialog-title").textContent).toBe("Über LoGo");
    expect(get(dialog, "#about-version").textContent).toBe("Version 0.1.0");
    expect(get(dialog, "#about-data-path").textContent).toBe("/home/anna/.local/share/de.logogo.app");
    expect(get(dialog, "#about-logs-path").textContent).toBe("/home/anna/.local/share/de.logogo.app/logs");
    expect(get(dialog, "#about-components summary").textContent).toBe("Enthaltene Komponenten und ihre Lizenzen (3)");
    const rows = [...dialog.querySelectorAll("#about-components tr")].map((r) => r.textContent);
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
    expect(get(root, "#about-data-path").textContent).toContain("de.logogo.app");
  });

  it("speaks English and closes with its button, giving the focus back to the nav", async () => {
    setLocale("en");
    const { root } = await openAbout();
    expect(get(root, "#about-dialog-title").textContent).toBe("About LoGo");
    expect(get(root, "#about-version").textContent).toBe("Version 0.1.0");
    click(get(root, "#about-close"));
    await settle();
    expect(root.querySelector("#about-dialog")).toBeNull();
    expect(document.activeElement?.id).toBe("nav-about");
  });

  it("tells when the information cannot be loaded", async () => {
    const about = vi.fn(() => Promise.reject({ code: "not_now" }));
    const { root } = await openAbout(fakeIpc({ about }));
    expect(get(root, "#about-error").textContent).toBe(
      "Die Angaben über LoGo konnten nicht geladen werden. Das ist im Moment nicht möglich.",
    );
  });
});
