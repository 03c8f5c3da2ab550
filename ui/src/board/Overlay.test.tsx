import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../i18n";
import { get, mount } from "../testing/dom";
import type { Mounted } from "../testing/dom";
import { Board } from "./Board";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("the board's review layers", () => {
  it("draws arrows, lines, selected and dimmed points and names them on their points", () => {
    mounted = mount(
      <Board
        width={9}
        height={9}
        label="Brett"
        stones={{ cc: "B" }}
        arrows={[{ from: "cc", to: "gg" }]}
        lines={[{ from: "aa", to: "ai" }]}
        selected={new Set(["ee"])}
        dimmed={new Set(["cc"])}
      />,
    );
    const root = mounted.container;
    const name = (point: string) => get(root, `[data-point="${point}"]`).getAttribute("aria-label");
    expect(name("cc")).toBe("C7, schwarzer Stein, abgedunkelt, Pfeil nach G3");
    expect(name("gg")).toBe("G3, leer, Pfeil von C7");
    expect(name("aa")).toBe("A9, leer, Linie nach A1");
    expect(name("ee")).toBe("E5, leer, ausgewählt");
    expect(root.querySelectorAll("line[marker-end]")).toHaveLength(1);
    expect(root.querySelectorAll("marker")).toHaveLength(1);
  });

  it("writes a label on a ghost stone in a colour that shows on it", () => {
    mounted = mount(
      <Board
        width={9}
        height={9}
        label="Brett"
        stones={{}}
        ghosts={{ ee: "B" }}
        markers={{ ee: { kind: "label", text: "A" } }}
      />,
    );
    const root = mounted.container;
    expect(get(root, '[data-point="ee"]').dataset.ghost).toBe("B");
    const text = get(root, "text.board-text");
    expect(text.getAttribute("fill")).toBe("#ffffff");
    expect(text.parentElement?.querySelector("circle")).toBeNull();
  });
});
