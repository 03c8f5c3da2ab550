import { afterEach, describe, expect, it } from "vitest";
import type { CommandError, GtpError, IllegalMove } from "../ipc";
import { ARGUMENT_NAMES, DB_PROBLEMS, SETTING_FIELDS } from "../ipc/errors";
import { toCommandError } from "../ipc";
import { dbProblemMessage, errorMessage } from "./errors";
import { LOCALES, setLocale } from "./index";

const reasons: IllegalMove[] = ["occupied", "suicide", "ko", "superko", "not_your_turn", "game_over", "off_board"];

describe("error sentences", () => {
  afterEach(() => setLocale("de"));

  it("name the rule for every illegal move, as one sentence", () => {
    for (const locale of ["de", "en"] as const) {
      setLocale(locale);
      const sentences = reasons.map((reason) => errorMessage({ code: "illegal_move", reason, point: "dd" }));
      expect(new Set(sentences).size).toBe(reasons.length);
      for (const s of sentences) expect(s).toMatch(/^[^.]+\.$/);
    }
    setLocale("de");
    expect(errorMessage({ code: "illegal_move", reason: "ko", point: "dd" })).toMatch(/^Ko: /);
    expect(errorMessage({ code: "illegal_move", reason: "suicide", point: "dd" })).toMatch(/^Selbstmord: /);
  });

  it("explain every other error code", () => {
    const errors: CommandError[] = [
      { code: "bad_point", text: "zz" },
      { code: "invalid_setting", field: "main_time" },
      { code: "not_now" },
      { code: "no_stone", point: "dd" },
      { code: "stones_kept" },
      { code: "unexpected", detail: "boom" },
    ];
    const sentences = errors.map(errorMessage);
    expect(new Set(sentences).size).toBe(errors.length);
    expect(sentences[1]).toContain("Hauptzeit");
    expect(sentences.join(" ")).not.toContain("boom");
  });

  it("give every setting and argument a name of its own in every language", () => {
    for (const locale of LOCALES) {
      setLocale(locale);
      const settings = SETTING_FIELDS.map((field) => errorMessage({ code: "invalid_setting", field }));
      const argumentSentences = ARGUMENT_NAMES.map((argument) => errorMessage({ code: "invalid_argument", argument }));
      expect(new Set([...settings, ...argumentSentences]).size).toBe(SETTING_FIELDS.length + ARGUMENT_NAMES.length);
      for (const s of [...settings, ...argumentSentences]) expect(s).not.toMatch(/[_{}]/);
    }
    setLocale("en");
    expect(errorMessage({ code: "invalid_setting", field: "player_name" })).toContain("Player name");
    expect(errorMessage({ code: "invalid_argument", argument: "node" })).toContain("position in the game tree");
  });

  it("tell for every database problem that LoGo works, does not save and left the file alone", () => {
    for (const problem of DB_PROBLEMS) expect(dbProblemMessage(problem)).toMatch(/speichert aber nichts.*unverändert/);
    setLocale("en");
    for (const problem of DB_PROBLEMS) expect(dbProblemMessage(problem)).toMatch(/without saving.*untouched/);
  });

  it("say in a sentence why the library refused, and where a record stops being playable", () => {
    for (const locale of ["de", "en"] as const) {
      setLocale(locale);
      const library: CommandError[] = [
        ...DB_PROBLEMS.map((problem) => ({ code: "database" as const, problem })),
        { code: "not_in_library" },
        { code: "unreadable_game" },
        { code: "import_running" },
        { code: "record_not_playable", move_number: 0, reason: null },
        { code: "record_not_playable", move_number: 12, reason: null },
        { code: "record_not_playable", move_number: 57, reason: "ko" },
      ];
      const sentences = library.map(errorMessage);
      expect(new Set(sentences).size).toBe(library.length);
      for (const s of sentences) expect(s).not.toMatch(/[_{}]/);
    }
    setLocale("de");
    expect(errorMessage({ code: "database", problem: "locked" })).toContain(
      "Ein anderes Programm sperrt gerade die Datenbank",
    );
    expect(errorMessage({ code: "database", problem: "disk_full" })).toContain("Der Datenträger ist voll");
    expect(errorMessage({ code: "record_not_playable", move_number: 57, reason: "ko" })).toBe(
      "Zug 57 dieser Aufzeichnung verstößt gegen die Regeln; weiterspielen lässt sie sich nur bis Zug 56. Grund – " +
        "Ko: Du darfst den Stein nicht sofort zurückschlagen — spiele erst woanders.",
    );
    const rejected = { code: "record_not_playable", move_number: 57, reason: "ko" };
    expect(toCommandError(rejected)).toEqual(rejected);
    expect(toCommandError({ code: "database", problem: "locked" })).toEqual({ code: "database", problem: "locked" });
    expect(toCommandError({ code: "database", problem: "gone" }).code).toBe("unexpected");
  });

  it("turn whatever a command rejects with into a typed error", () => {
    expect(toCommandError({ code: "illegal_move", reason: "ko", point: "dd" })).toEqual({
      code: "illegal_move",
      reason: "ko",
      point: "dd",
    });
    expect(toCommandError({ code: "no_stone", point: "cg" })).toEqual({ code: "no_stone", point: "cg" });
    expect(toCommandError({ code: "stones_kept" })).toEqual({ code: "stones_kept" });
    expect(toCommandError("command play not found")).toEqual({ code: "unexpected", detail: "command play not found" });
    expect(toCommandError({ code: "illegal_move", reason: "nonsense" }).code).toBe("unexpected");
    expect(toCommandError(new Error("bridge down"))).toEqual({ code: "unexpected", detail: "bridge down" });
    const once = toCommandError(42);
    expect(toCommandError(once)).toEqual(once);
  });

  it("say what went wrong with an engine, for every engine error code, in both languages", () => {
    const exit = { code: 3, signal: null };
    const problem = { kind: "garbage" as const, line: "hello" };
    const errors: GtpError[] = [
      { code: "not_found", program: "gnugo" },
      { code: "spawn_failed", program: "gnugo", cause: "permission_denied", reason: "Permission denied (os error 13)" },
      { code: "spawn_failed", program: "gnugo", cause: "other", reason: "Exec format error (os error 8)" },
      { code: "crashed", command: "genmove b", exit, stderr_tail: "" },
      { code: "timeout", command: "genmove b", after_ms: 120000, stderr_tail: "" },
      { code: "protocol", command: "name", problem, stderr_tail: "" },
      { code: "refused", command: "boardsize 25", message: "unacceptable size" },
      { code: "unsupported", command: "reg_genmove" },
      { code: "cancelled", command: "genmove w" },
      { code: "stopped" },
    ];
    for (const locale of ["de", "en"] as const) {
      setLocale(locale);
      const sentences = errors.map((error) => errorMessage({ code: "engine", error }));
      expect(new Set(sentences).size).toBe(errors.length);
      for (const s of sentences) expect(s).not.toMatch(/[{}]|undefined/);
    }
    setLocale("de");
    expect(errorMessage({ code: "engine", error: errors[1]! })).not.toContain("os error");
    expect(errorMessage({ code: "engine", error: errors[4]! })).toBe(
      "Das Programm hat auf „genmove b“ nicht innerhalb von 120 Sekunden geantwortet und wurde beendet.",
    );
    expect(errorMessage({ code: "engine_arguments", error: { code: "unclosed_quote", at: 4 } })).toContain("Stelle 5");
    expect(errorMessage({ code: "engine_board_size", max_side: 19 })).toContain("19 × 19");
  });

  it("read engine errors out of a rejection field by field", () => {
    const crashed = { code: "crashed", command: "genmove b", exit: { code: null, signal: 9 }, stderr_tail: "x" };
    expect(toCommandError({ code: "engine", error: crashed })).toEqual({ code: "engine", error: crashed });
    const protocol = {
      code: "protocol",
      command: "name",
      problem: { kind: "wrong_id", expected: 4, found: null },
      stderr_tail: "",
    };
    expect(toCommandError({ code: "engine", error: protocol })).toEqual({ code: "engine", error: protocol });
    expect(toCommandError({ code: "engine", error: { code: "crashed", command: "x" } }).code).toBe("unexpected");
    expect(toCommandError({ code: "engine", error: { code: "exploded" } }).code).toBe("unexpected");
    expect(toCommandError({ code: "settings_not_saved", problem: "disk_full" })).toEqual({
      code: "settings_not_saved",
      problem: "disk_full",
    });
  });
});
