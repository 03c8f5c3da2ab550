import { afterEach, describe, expect, it } from "vitest";
import type { ConvertError, FileProblem } from "../ipc";
import { toCommandError } from "../ipc";
import { errorMessage, openProblemMessage, saveProblemMessage } from "./errors";
import { setLocale } from "./index";

const HUNDRED_MB = 100 * 1024 * 1024;
const refusal = (reason: ConvertError): FileProblem => ({ code: "game_refused", game: 1, line: 1, column: 2, reason });

const problems: FileProblem[] = [
  { code: "not_found" },
  { code: "permission_denied" },
  { code: "not_a_file" },
  { code: "too_large", limit_bytes: HUNDRED_MB, bytes: null },
  { code: "io", detail: null },
  { code: "not_sgf", line: 1, column: 1 },
  refusal({ code: "unsupported_board_size", width: 37, height: 37 }),
  refusal({ code: "bad_board_size", raw: "x" }),
  refusal({ code: "not_go", game: "2" }),
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
    expect(openProblemMessage("a.sgf", { code: "too_large", limit_bytes: HUNDRED_MB, bytes: null })).toContain(
      "größer als 100 MB",
    );
  });

  it("say why a file was not written and that nothing is lost", () => {
    const kinds: FileProblem[] = [
      { code: "not_found" },
      { code: "permission_denied" },
      { code: "read_only" },
      { code: "not_a_file" },
      { code: "disk_full" },
      { code: "io", detail: "Input/output error (os error 5)" },
    ];
    const sentences = kinds.map((p) => saveProblemMessage("partie.sgf", p));
    expect(new Set(sentences).size).toBe(kinds.length);
    for (const s of sentences) expect(s).toMatch(/nichts geht verloren\.$/);
    setLocale("en");
    expect(saveProblemMessage("x.sgf", { code: "disk_full" })).toBe(
      "“x.sgf” was not saved because the disk is full – everything stays open, nothing is lost.",
    );
  });

  it("arrive as typed errors, and malformed ones as unexpected", () => {
    const refused = {
      code: "open_failed",
      file: "big.sgf",
      problem: refusal({ code: "unsupported_board_size", width: 30, height: 30 }),
    };
    expect(toCommandError(refused)).toEqual(refused);
    expect(errorMessage(toCommandError(refused))).toContain("30 × 30");
    const saved = {
      code: "save_failed",
      file: "a.sgf",
      problem: { code: "too_large", limit_bytes: HUNDRED_MB, bytes: HUNDRED_MB + 1 },
    };
    expect(toCommandError(saved)).toEqual(saved);
    expect(toCommandError({ code: "invalid_argument", argument: "node" })).toEqual({
      code: "invalid_argument",
      argument: "node",
    });
    const gremlins = { code: "open_failed", file: "a.sgf", problem: { code: "gremlins" } };
    expect(toCommandError(gremlins).code).toBe("unexpected");
    expect(toCommandError({ code: "save_failed", problem: { code: "io", detail: null } }).code).toBe("unexpected");
  });
});
