import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale, t } from "../i18n";
import { click, get, mount } from "../testing/dom";
import type { Mounted } from "../testing/dom";
import { FLASH_MS, useFlash } from "./useFlash";

function Setter() {
  const [flash, show] = useFlash();
  return (
    <div>
      <button type="button" onClick={() => show(() => t("teach.commentDone"))} />
      {flash && (
        <p key={flash.serial} id="flash" data-serial={flash.serial}>
          {flash.text}
        </p>
      )}
    </div>
  );
}

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
  setLocale("de");
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("a confirmation that fades", () => {
  it("shows at once, goes after its time, and a second showing starts the time anew", () => {
    vi.useFakeTimers();
    mounted = mount(<Setter />);
    const root = mounted.container;
    expect(root.querySelector("#flash")).toBeNull();
    click(get(root, "button"));
    expect(get(root, "#flash").textContent).toBe("Kommentar übernommen");
    advance(FLASH_MS - 1000);
    click(get(root, "button"));
    expect(get(root, "#flash").dataset.serial).toBe("2");
    advance(FLASH_MS - 1);
    expect(root.querySelector("#flash")).not.toBeNull();
    advance(1);
    expect(root.querySelector("#flash")).toBeNull();
  });

  it("follows a language switch while it shows", () => {
    mounted = mount(<Setter />);
    click(get(mounted.container, "button"));
    act(() => setLocale("en"));
    expect(get(mounted.container, "#flash").textContent).toBe(t("teach.commentDone"));
    expect(get(mounted.container, "#flash").textContent).not.toBe("Kommentar übernommen");
  });
});
