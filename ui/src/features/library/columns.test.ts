import { describe, expect, it } from "vitest";
import { libraryRow } from "../../testing/libraryFixtures";
import { COLUMNS } from "./columns";

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
