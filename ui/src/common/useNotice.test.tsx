import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale, t } from "../i18n";
import { click, get, mount } from "../testing/dom";
import type { Mounted } from "../testing/dom";
import { useNotice } from "./useNotice";

function Saver() {
  const [notice, setNotice] = useNotice();
  return (
    <div>
      <button type="button" onClick={() => setNotice(() => t("teach.copied"))} />
      <p id="notice">{notice}</p>
    </div>
  );
}

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("a notice", () => {
  it("is written again in the new language when the language changes", () => {
    mounted = mount(<Saver />);
    click(get(mounted.container, "button"));
    const german = get(mounted.container, "#notice").textContent;
    expect(german).toBe(t("teach.copied"));
    act(() => setLocale("fr"));
    const french = get(mounted.container, "#notice").textContent;
    expect(french).toBe(t("teach.copied"));
    expect(french).not.toBe(german);
  });
});
