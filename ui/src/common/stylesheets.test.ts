// @vitest-environment node
import postcss, { type ChildNode } from "postcss";
import { describe, expect, it } from "vitest";

// Every stylesheet of the UI, read as text. The bundler reads a rule left open
// as nesting and quietly confines every later rule of the bundle beneath it,
// so a lost brace shows only as an unstyled screen: these checks catch it here.
const sheets = import.meta.glob<string>("../**/*.css", { query: "?raw", import: "default", eager: true });

/** The selectors of rules that sit inside another rule (LoGo's CSS is flat). */
function nestedRules(nodes: readonly ChildNode[], insideRule = false): string[] {
  return nodes.flatMap((node) => {
    if (node.type === "rule") return [...(insideRule ? [node.selector] : []), ...nestedRules(node.nodes, true)];
    if (node.type === "atrule") return nestedRules(node.nodes ?? [], insideRule);
    return [];
  });
}

describe("the stylesheets", () => {
  it("are found", () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(sheets))("%s closes every block and nests no rule", (path, text) => {
    const root = postcss.parse(text, { from: path });
    expect(nestedRules(root.nodes)).toEqual([]);
  });
});
