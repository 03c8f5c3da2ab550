import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import { click, get, mount } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { SHAPE } from "../../testing/reviewFixtures";
import { buildTree } from "./tree";
import { TreeView } from "./TreeView";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

/** A main line of `length` moves with a one-move variation at every tenth node. */
function bigTree(length: number) {
  const up: number[] = [0];
  const moves = ["..."];
  for (let i = 1; i <= length; i++) {
    up.push(1);
    moves.push(i % 2 ? "Bdd" : "Wpp");
  }
  for (let i = 10; i < length; i += 10) {
    up.push(up.length - i);
    moves.push("Bcc");
  }
  return buildTree({ up, ids: [], moves: moves.join(""), flags: up.map(() => 0) });
}

describe("the variation tree", () => {
  it("names every node and marks the current one as the tree's tab stop", () => {
    const onSelect = vi.fn();
    mounted = mount(<TreeView tree={buildTree(SHAPE)} current={7} height={19} focusSignal={0} onSelect={onSelect} />);
    const root = mounted.container;
    expect(root.querySelectorAll("[data-node]")).toHaveLength(12);
    const current = get(root, '[aria-current="true"]');
    expect(current.dataset.node).toBe("7");
    expect(current.getAttribute("tabindex")).toBe("0");
    expect(current.getAttribute("aria-label")).toBe("Zug 5: Schwarz C15, mit Kommentar");
    expect(get(root, '[data-node="0"]').getAttribute("aria-label")).toBe("Anfangsstellung, mit Kommentar");
    click(get(root, '[data-node="11"]'));
    expect(onSelect).toHaveBeenCalledWith(11);
  });

  it("draws only what is in view of a 20,000-move game with 2,000 variations", () => {
    const tree = bigTree(20_000);
    mounted = mount(<TreeView tree={tree} current={15_000} height={19} focusSignal={1} onSelect={() => {}} />);
    const root = mounted.container;
    const drawn = root.querySelectorAll("[data-node]");
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(400);
    expect(document.activeElement?.getAttribute("data-node")).toBe("15000");
  });
});
