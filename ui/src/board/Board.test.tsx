import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../i18n";
import { click, get, mount, press } from "../testing/dom";
import type { Mounted } from "../testing/dom";
import { Board } from "./Board";
import type { BoardProps } from "./types";

let mounted: Mounted | null = null;
const show = (props: Partial<BoardProps> = {}) => {
  mounted = mount(<Board width={9} height={9} label="Brett" stones={{}} {...props} />);
  return mounted.container;
};
const cells = (root: Element) => [...root.querySelectorAll<SVGElement>('[role="gridcell"]')];
const cell = (root: Element, point: string) => get<SVGElement>(root, `[data-point="${point}"]`);

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

describe("the board", () => {
  it("offers one focusable point per intersection, in rows, with a single tab stop", () => {
    const root = show({ width: 9, height: 7 });
    expect(root.querySelectorAll('[role="row"]')).toHaveLength(7);
    expect(cells(root)).toHaveLength(63);
    expect(cells(root).every((c) => c.getAttribute("tabindex") !== null)).toBe(true);
    expect(cells(root).filter((c) => c.getAttribute("tabindex") === "0")).toHaveLength(1);
    expect(new Set(cells(root).map((c) => c.dataset.point)).size).toBe(63);
  });

  it("names each point by its coordinate and what lies on it", () => {
    const root = show({
      width: 19,
      height: 19,
      stones: { dp: "B", pd: "W" },
      markers: { dp: { kind: "last_move" }, jj: { kind: "ko" } },
    });
    expect(cell(root, "dp").getAttribute("aria-label")).toBe("D4, schwarzer Stein, letzter Zug");
    expect(cell(root, "dp").dataset.stone).toBe("B");
    expect(cell(root, "pd").getAttribute("aria-label")).toBe("Q16, weißer Stein");
    expect(cell(root, "jj").getAttribute("aria-label")).toBe("K10, leer, Ko");
    expect(cell(root, "jj").dataset.stone).toBeUndefined();
    expect(cell(root, "aa").getAttribute("aria-label")).toBe("A19, leer");
  });

  it("speaks English when asked to", () => {
    setLocale("en");
    const root = show({ stones: { cg: "W" }, territory: { aa: "B" } });
    expect(cell(root, "cg").getAttribute("aria-label")).toBe("C3, white stone");
    expect(cell(root, "aa").getAttribute("aria-label")).toBe("A9, empty, Black's territory");
  });

  it("moves the focus with the arrow keys and stops at the edges", () => {
    const root = show();
    const start = cell(root, "ee");
    start.focus();
    press(start, "ArrowRight");
    expect(document.activeElement).toBe(cell(root, "fe"));
    press(cell(root, "fe"), "ArrowUp");
    expect(document.activeElement).toBe(cell(root, "fd"));
    press(cell(root, "fd"), "Home");
    expect(document.activeElement).toBe(cell(root, "ad"));
    press(cell(root, "ad"), "ArrowLeft");
    expect(document.activeElement).toBe(cell(root, "ad"));
    press(cell(root, "ad"), "PageUp");
    press(cell(root, "aa"), "ArrowUp");
    expect(document.activeElement).toBe(cell(root, "aa"));
    expect(cell(root, "aa").getAttribute("tabindex")).toBe("0");
    expect(cell(root, "ee").getAttribute("tabindex")).toBe("-1");
  });

  it("plays the focused point with Enter or Space, and a clicked point", () => {
    const onActivate = vi.fn();
    const root = show({ onActivate });
    cell(root, "ee").focus();
    press(cell(root, "ee"), "ArrowDown");
    press(cell(root, "ef"), "Enter");
    press(cell(root, "ef"), " ");
    click(cell(root, "cc"));
    expect(onActivate.mock.calls).toEqual([["ef"], ["ef"], ["cc"]]);
  });

  it("draws coordinates on all four sides only when asked", () => {
    expect(show().querySelectorAll(".board-coordinates text")).toHaveLength(0);
    mounted?.unmount();
    const labels = [...show({ showCoordinates: true }).querySelectorAll(".board-coordinates text")];
    expect(labels).toHaveLength(36);
    expect(labels.filter((l) => l.textContent === "J")).toHaveLength(2);
    expect(labels.some((l) => l.textContent === "I")).toBe(false);
  });

  it("shows only the visible range of a partial board, with its real coordinates", () => {
    const root = show({ width: 19, height: 19, range: { left: 0, top: 13, right: 5, bottom: 18 } });
    expect(cells(root)).toHaveLength(36);
    expect(cell(root, "as").getAttribute("aria-label")).toBe("A1, leer");
  });

  it("draws every layer it is given", () => {
    const root = show({
      stones: { cc: "B", dd: "W" },
      dead: new Set(["dd"]),
      ghosts: { ee: "B" },
      moveNumbers: { cc: 1 },
      markers: { ff: { kind: "triangle" }, gg: { kind: "label", text: "A" } },
      territory: { hh: "W" },
    });
    expect(cell(root, "dd").getAttribute("aria-label")).toBe("D6, weißer Stein, tot");
    expect(cell(root, "ee").getAttribute("aria-label")).toBe("E5, schwarzer Stein angedeutet");
    expect(cell(root, "cc").getAttribute("aria-label")).toBe("C7, schwarzer Stein, Zug 1");
    expect(cell(root, "ff").getAttribute("aria-label")).toBe("F4, leer, Dreieck");
    expect(cell(root, "gg").getAttribute("aria-label")).toBe("G3, leer, Beschriftung A");
    expect(root.querySelectorAll("polygon")).toHaveLength(1);
    expect([...root.querySelectorAll("text")].map((t) => t.textContent)).toEqual(["1", "A"]);
  });

  it("draws the teaching frame only when framed, and names points in the notation chosen", () => {
    expect(show().querySelector(".board-frame")).toBeNull();
    const root = show({ framed: true, showCoordinates: true, notation: "leaflet", stones: { ee: "B" } });
    expect(root.querySelector(".board-frame")).not.toBeNull();
    expect(cell(root, "ee").getAttribute("aria-label")).toBe("e5, schwarzer Stein");
    const top = [...root.querySelectorAll(".board-coordinates text")].map((t) => t.textContent);
    expect(top.slice(0, 4)).toEqual(["a", "a", "b", "b"]);
  });
});
