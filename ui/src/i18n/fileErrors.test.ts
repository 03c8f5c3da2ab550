import { afterEach, describe, expect, it } from "vitest";
import type { FileProblem } from "../ipc";
import { toCommandError } from "../ipc";
import { errorMessage, openProblemMessage, saveProblemMessage } from "./errors";
import { setLocale } from "./index";

const problems: FileProblem[] = [
  { kind: "not_found" },
  { kind: "permission_denied" },
  { kind: "not_a_file" },
  { kind: "too_large", limit_mb: 100 },
  { kind: "io" },
  { kind: "no_sgf" },
  { kind: "refused", reason: { code: "unsupported_board_size", width: 37, height: 37 } },
  { kind: "refused", reason: { code: "bad_board_size", raw: "x" } },
  { kind: "refused", reason: { code: "not_go", game: "2" } },
];

describe("file error sentences", () => {
  afterEach(() => setLocale("de"));

  it("say in one sentence, naming the file, why it cannot be opened", () => {
    for (const locale of ["de", "en"] as const) {
      setLocale(locale);
      const sentences = problems.map((p) => openProblemMessage("partie.sgf", p));
      expect(new Set(sentences).size).toBe(problems.length);
      for (const s of sentences) {
        expect(s).toContain("partie.sgf");
        expect(s.replace("partie.sgf", "")).toMatch(/^[^.]+\.$/);
      }
    }
    setLocale("de");
    expect(openProblemMessage("a.sgf", { kind: "too_large", limit_mb: 100 })).toContain("größer als 100 MB");
  });

  it("say why a file was not written and that nothing is lost", () => {
    const kinds: FileProblem[] = [
      { kind: "not_found" },
      { kind: "permission_denied" },
      { kind: "read_only" },
      { kind: "not_a_file" },
      { kind: "disk_full" },
      { kind: "io" },
    ];
    const sentences = kinds.map((p) => saveProblemMessage("partie.sgf", p));
    expect(new Set(sentences).size).toBe(kinds.length);
    for (const s of sentences) expect(s).toMatch(/nichts geht verloren\.$/);
    setLocale("en");
    expect(saveProblemMessage("x.sgf", { kind: "disk_full" })).toBe(
      "“x.sgf” was not saved because the disk is full – everything stays open, nothing is lost.",
    );
  });

  it("arrive as typed errors, and malformed ones as unexpected", () => {
    const refused = {
      code: "open_failed",
      file: "big.sgf",
      problem: { kind: "refused", reason: { code: "unsupported_board_size", width: 30, height: 30 } },
    };
    expect(toCommandError(refused)).toEqual(refused);
    expect(errorMessage(toCommandError(refused))).toContain("30 × 30");
    const saved = { code: "save_failed", file: "a.sgf", problem: { kind: "too_large", limit_mb: 100 } };
    expect(toCommandError(saved)).toEqual(saved);
    expect(toCommandError({ code: "invalid_argument", argument: "node" })).toEqual({
      code: "invalid_argument",
      argument: "node",
    });
    const gremlins = { code: "open_failed", file: "a.sgf", problem: { kind: "gremlins" } };
    expect(toCommandError(gremlins).code).toBe("unexpected");
    expect(toCommandError({ code: "save_failed", problem: { kind: "io" } }).code).toBe("unexpected");
  });
});
