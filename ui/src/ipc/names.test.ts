// @vitest-environment node
import { describe, expect, it } from "vitest";
import { COMMANDS, EVENTS } from "./names";

// The Rust side, read as text: the app crate's sources (a moved or new file is found as well).
const rustSources = import.meta.glob<string>("../../../src-tauri/src/**/*.rs", {
  query: "?raw",
  import: "default",
  eager: true,
});
const libRs = rustSources["../../../src-tauri/src/lib.rs"] ?? "";

/** The command names `generate_handler![…]` registers: the last segment of each path. */
function handlerNames(source: string): string[] {
  const list = /generate_handler!\s*\[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return list
    .split(",")
    .map((path) => path.trim().split("::").pop() ?? "")
    .filter((name) => name !== "");
}

/** The event names the sources emit: string literals, or `&str` constants resolved through their definitions. */
function emittedEvents(sources: readonly string[]): string[] {
  const constants = new Map<string, string>();
  for (const text of sources) {
    for (const m of text.matchAll(/const\s+([A-Z][A-Z0-9_]*)\s*:\s*&(?:'static\s+)?str\s*=\s*"([^"]*)"/g)) {
      constants.set(m[1] ?? "", m[2] ?? "");
    }
  }
  const events = new Set<string>();
  for (const text of sources) {
    for (const m of text.matchAll(/\.emit\(\s*("([^"]*)"|[\w:]+)/g)) {
      const literal = m[2];
      const name = literal ?? constants.get(m[1]?.split("::").pop() ?? "");
      if (name === undefined) throw new Error(`cannot resolve the event name ${m[1]}`);
      events.add(name);
    }
  }
  return [...events].sort();
}

describe("the IPC names", () => {
  it("reads command and event names the way the Rust sources write them", () => {
    const lib = "tauri::generate_handler![\n  commands::a::first_one,\n  second,\n]";
    expect(handlerNames(lib)).toEqual(["first_one", "second"]);
    const sources = [
      'pub const DRAG: &str = "file-drag";\nfn f() { app.emit("clock", c); }',
      "fn g() { window.emit(DRAG, true).and_then(|()| window.emit(crate::x::DRAG, ())); }",
    ];
    expect(emittedEvents(sources)).toEqual(["clock", "file-drag"]);
  });

  it("are the commands src-tauri registers, no more and no fewer", () => {
    const registered = handlerNames(libRs).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect([...Object.values(COMMANDS)].sort()).toEqual(registered);
  });

  it("are the events src-tauri emits, no more and no fewer", () => {
    const emitted = emittedEvents(Object.values(rustSources));
    expect([...Object.values(EVENTS)].sort()).toEqual(emitted);
  });
});
