// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, navigationReducer } from "./navigation";
import type { NavigationAction, NavigationState } from "./navigation";

type Id = "lessons" | "glossary" | "play";
const start: NavigationState<Id> = { current: { id: "lessons", params: { lesson: 3 } }, history: [] };
const run = (...actions: NavigationAction<Id>[]) => actions.reduce(navigationReducer<Id>, start);
const open = (id: Id, params?: unknown): NavigationAction<Id> => ({ type: "open", place: { id, params } });

describe("navigation", () => {
  it("goes from a lesson to glossary entries and back the same way", () => {
    const deep = run(open("glossary", { entry: "atari" }), open("glossary", { entry: "liberty" }));
    expect(deep.current).toEqual({ id: "glossary", params: { entry: "liberty" } });
    const once = navigationReducer(deep, { type: "back" });
    expect(once.current).toEqual({ id: "glossary", params: { entry: "atari" } });
    const twice = navigationReducer(once, { type: "back" });
    expect(twice).toEqual(start);
    expect(navigationReducer(twice, { type: "back" })).toBe(twice);
  });

  it("keeps the state when the place shown is opened or chosen again", () => {
    expect(run(open("lessons", { lesson: 3 }))).toBe(start);
    expect(run({ type: "choose", id: "lessons" })).toBe(start);
  });

  it("starts afresh when a screen is chosen in the navigation bar", () => {
    const chosen = run(open("glossary", { entry: "atari" }), { type: "choose", id: "play" });
    expect(chosen).toEqual({ current: { id: "play", params: undefined }, history: [] });
  });

  it("forgets the oldest places beyond the limit", () => {
    const many = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => open("glossary", { entry: i }));
    const state = run(...many);
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]).toEqual({ id: "glossary", params: { entry: 4 } });
  });
});
