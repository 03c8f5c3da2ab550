import { describe, expect, it } from "vitest";
import { toCommandError } from "./errors";

describe("the teaching board's errors", () => {
  it("come through as data when their fields have the right shapes", () => {
    const refused = { code: "edit_refused", reason: { code: "one_point_line" } };
    expect(toCommandError(refused)).toEqual(refused);
    const draft = { code: "exercise_not_saved", problem: { kind: "not_playable", point: "ee", reason: "ko" } };
    expect(toCommandError(draft)).toEqual(draft);
    expect(toCommandError({ code: "library_not_saved", problem: "disk_full" })).toEqual({
      code: "library_not_saved",
      problem: "disk_full",
    });
    expect(toCommandError({ code: "invalid_argument", argument: "region" })).toEqual({
      code: "invalid_argument",
      argument: "region",
    });
  });

  it("are unexpected when a field is not what the backend sends", () => {
    for (const odd of [
      { code: "edit_refused", reason: { code: "gone" } },
      { code: "exercise_not_saved", problem: { kind: "not_playable", point: "ee", reason: "maybe" } },
      { code: "exercise_not_saved", problem: { kind: "board_size", min: "5" } },
      { code: "library_not_saved", problem: "wet" },
    ]) {
      expect(toCommandError(odd).code).toBe("unexpected");
    }
  });
});
