import { describe, expect, it } from "vitest";
import { columnLabel, parsePoint, pointName, rowLabel } from "./notation";

describe("coordinate notations", () => {
  it("name the lower left star point of 19×19 each its own way", () => {
    const dp = { x: 3, y: 15 };
    expect(pointName(dp, 19, "letters")).toBe("D4");
    expect(pointName(dp, 19, "sgf")).toBe("dp");
    expect(pointName(dp, 19, "leaflet")).toBe("d16");
  });

  it("skip I only in the default notation and count rows from the bottom only there", () => {
    expect(columnLabel(8, "letters")).toBe("J");
    expect(columnLabel(8, "leaflet")).toBe("i");
    expect(rowLabel(0, 9, "letters")).toBe("9");
    expect(rowLabel(0, 9, "leaflet")).toBe("1");
    expect(rowLabel(8, 9, "sgf")).toBe("i");
  });

  it("read back every point of a board in every notation", () => {
    for (const notation of ["letters", "sgf", "leaflet"] as const) {
      for (let y = 0; y < 13; y++) {
        for (let x = 0; x < 13; x++) {
          const sgf = "abcdefghijklm".charAt(x) + "abcdefghijklm".charAt(y);
          expect(parsePoint(pointName({ x, y }, 13, notation), 13, 13, notation)).toBe(sgf);
        }
      }
    }
  });

  it("take typed coordinates in any case and refuse what names no point", () => {
    expect(parsePoint(" e5 ", 9, 9, "letters")).toBe("ee");
    expect(parsePoint("E5", 9, 9, "leaflet")).toBe("ee");
    for (const text of ["", "E", "I5", "E0", "E10", "Z1", "E5x", "E 5"]) {
      expect(parsePoint(text, 9, 9, "letters")).toBeNull();
    }
    expect(parsePoint("e5", 9, 9, "sgf")).toBeNull();
  });
});
