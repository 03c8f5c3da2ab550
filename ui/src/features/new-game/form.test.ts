import { describe, expect, it } from "vitest";
import { parseDuration } from "./form";

describe("main time as people write it", () => {
  it("reads whole minutes and clock times in seconds", () => {
    expect(parseDuration("30")).toBe(1800);
    expect(parseDuration(" 0:03 ")).toBe(3);
    expect(parseDuration("1:30:00")).toBe(5400);
    expect(parseDuration("90:00")).toBe(5400);
    expect(parseDuration("24:00:00")).toBe(86400);
  });

  it("refuses what is not a time or longer than a day", () => {
    for (const text of ["", "abc", "1:5", "1:60", "1:60:00", "-5", "1.5", "24:00:01", "2000"]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
});
