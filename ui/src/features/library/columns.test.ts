import { describe, expect, it } from "vitest";
import { libraryRow } from "../../testing/libraryFixtures";
import { COLUMNS, fittingColumns, rowWidth } from "./columns";

describe("the date column", () => {
  const date = COLUMNS.find((c) => c.sort === "date")!;

  it("shows the ISO date it sorts by, and the date as written as its tooltip", () => {
    const row = libraryRow(1, { date: "16-10-1933", date_iso: "1933-10-16" });
    expect(date.text(row)).toBe("1933-10-16");
    expect(date.tip?.(row)).toBe("16-10-1933");
  });

  it("shows a date it cannot read as written", () => {
    const row = libraryRow(1, { date: "im Frühling", date_iso: null });
    expect(date.text(row)).toBe("im Frühling");
  });
});

describe("a narrow table", () => {
  const keys = (width: number) => fittingColumns(width).map((c) => c.sort);

  it("keeps every column where they fit, and before it is measured", () => {
    expect(keys(rowWidth(COLUMNS))).toEqual(COLUMNS.map((c) => c.sort));
    expect(keys(0)).toEqual(COLUMNS.map((c) => c.sort));
  });

  it("leaves out the least important columns until the rest fit, keeping their order", () => {
    for (const width of [1200, 1000, 900, 800, 700]) {
      const shown = fittingColumns(width);
      expect(rowWidth(shown), `${width} px`).toBeLessThanOrEqual(width);
      expect(keys(width).slice(0, 4), `${width} px`).toEqual(["black", "white", "result", "date"]);
    }
    expect(keys(1200)).not.toContain("source");
    expect(keys(900)).toContain("title");
  });

  it("never leaves out players, result, date and board", () => {
    expect(keys(100)).toEqual(["black", "white", "result", "date", "size"]);
  });
});
