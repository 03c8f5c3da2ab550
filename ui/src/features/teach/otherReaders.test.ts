// @vitest-environment node
import { parse } from "@sabaki/sgf";
import { describe, expect, it } from "vitest";
// What the teaching board writes for a record using every teaching property
// (crates/services/src/teach/tests/saving.rs keeps this file up to date).
import written from "../../../../tests/fixtures/teach/every-property.sgf?raw";

describe("a teaching record in another program", () => {
  it("reads back in Sabaki's SGF reader with every setup, markup and comment property", () => {
    const games = parse(written);
    expect(games).toHaveLength(1);
    const root = games[0]!;
    expect(root.data).toMatchObject({ SZ: ["9"], AB: ["cc"], AW: ["gg"], PL: ["W"] });
    const move = root.children[0]!;
    expect(move.data.W).toEqual(["ee"]);
    expect(move.children[0]!.data).toMatchObject({
      AE: ["cc"],
      TR: ["gg"],
      SQ: ["aa"],
      CR: ["ee"],
      MA: ["ia"],
      LB: ["ai:A", "bi:1"],
      LN: ["ab:db"],
      AR: ["ih:fh"],
      DD: ["ii"],
      C: ["Was passiert, wenn [Schwarz] hier\\ setzt?"],
    });
  });
});
