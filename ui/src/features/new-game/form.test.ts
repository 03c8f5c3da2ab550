import { describe, expect, it } from "vitest";
import { ENGINES, LIMITS, PRESETS } from "../../testing/fakeIpc";
import { check, errorText, initialForm, parseDuration, suggestedKomi, update } from "./form";
import type { NewGameData } from "./form";

const DATA: NewGameData = { presets: PRESETS, limits: LIMITS, engines: ENGINES };
const DAY = LIMITS.main_seconds.max;

describe("main time as people write it", () => {
  it("reads whole minutes and clock times in seconds", () => {
    expect(parseDuration("30", DAY)).toBe(1800);
    expect(parseDuration(" 0:03 ", DAY)).toBe(3);
    expect(parseDuration("1:30:00", DAY)).toBe(5400);
    expect(parseDuration("90:00", DAY)).toBe(5400);
    expect(parseDuration("24:00:00", DAY)).toBe(86400);
  });

  it("refuses what is not a time or longer than a day", () => {
    for (const text of ["", "abc", "1:5", "1:60", "1:60:00", "-5", "1.5", "24:00:01", "2000"]) {
      expect(parseDuration(text, DAY), text).toBeNull();
    }
  });
});

describe("the form takes its limits from the backend", () => {
  it("checks the board size, handicap, names and byo-yomi against the limits it is given", () => {
    const narrow: NewGameData = {
      ...DATA,
      limits: { ...LIMITS, size: { min: 9, max: 13 }, handicap: { min: 2, max: 4 }, name_chars: { min: 0, max: 3 } },
    };
    const form = update(initialForm(narrow), { sizeChoice: "custom", customSize: "15", handicap: "5" }, narrow);
    const refused = check({ ...form, black: "Anna" }, narrow);
    expect(refused.ok ? {} : refused.errors).toEqual({
      size: "ng.error.size",
      handicap: "ng.error.handicap",
      black: "ng.error.name",
    });
    const accepted = check({ ...form, customSize: "15", handicap: "5", black: "Ann" }, DATA);
    expect(accepted.ok && accepted.settings.size).toBe(15);
    expect(check({ ...form, handicap: "1" }, DATA).ok).toBe(false);
  });

  it("counts a name's length in characters, as the backend does", () => {
    const form = initialForm(DATA);
    expect(check({ ...form, black: "😀".repeat(60) }, DATA).ok).toBe(true);
    expect(check({ ...form, black: "😀".repeat(61) }, DATA).ok).toBe(false);
  });

  it("suggests the rule set's komi, and its handicap komi once there are handicap stones", () => {
    const data: NewGameData = {
      ...DATA,
      limits: {
        ...LIMITS,
        handicap_komi: [
          { preset: "chinese", komi: 1.5 },
          { preset: "japanese", komi: 0.5 },
        ],
      },
    };
    expect(suggestedKomi(data, "chinese", "0")).toBe("7,5");
    expect(suggestedKomi(data, "chinese", "1")).toBe("7,5");
    expect(suggestedKomi(data, "chinese", "3")).toBe("1,5");
    expect(suggestedKomi(data, "japanese", "9")).toBe("0,5");
  });

  it("checks komi against the limits' range and step", () => {
    const form = initialForm(DATA);
    expect(check({ ...form, komi: "-1000" }, DATA).ok).toBe(true);
    expect(check({ ...form, komi: "1000,5" }, DATA).ok).toBe(false);
    const wholeOnly: NewGameData = { ...DATA, limits: { ...LIMITS, komi: { min: 0, max: 10, step: 1 } } };
    expect(check({ ...form, komi: "6,5" }, wholeOnly).ok).toBe(false);
    expect(check({ ...form, komi: "6" }, wholeOnly).ok).toBe(true);
  });

  it("names the limits in its explanations", () => {
    expect(errorText("ng.error.size", LIMITS)).toBe("Die Brettgröße muss eine ganze Zahl von 5 bis 25 sein.");
    expect(errorText("ng.error.periods", LIMITS)).toBe(
      "Die Anzahl der Perioden muss eine ganze Zahl von 1 bis 99 sein.",
    );
    expect(errorText("ng.error.mainTime", LIMITS)).toContain("höchstens 24 Stunden");
    expect(errorText("ng.error.name", { ...LIMITS, name_chars: { min: 0, max: 40 } })).toContain(
      "höchstens 40 Zeichen",
    );
  });
});

describe("a game against the computer", () => {
  const computer = { ...initialForm(DATA), opponent: "computer" as const, learnerName: " Lea ", level: "3" };

  it("names GNU Go with its level for the records and sends the learner's choices", () => {
    const checked = check({ ...computer, learnerColor: "nigiri", hints: false, moveSeconds: "5" }, DATA);
    expect(checked.ok && checked.settings.opponent).toEqual({
      engine: { kind: "gnu_go", level: 3 },
      learner_color: "nigiri",
      learner_name: "Lea",
      engine_name: "GNU Go 3.8 (Stufe 3)",
      hints: false,
      move_seconds: 5,
    });
    expect(checked.ok && checked.settings.players).toEqual({ B: "", W: "" });
  });

  it("checks the computer's thinking time against the limits it is given", () => {
    const data: NewGameData = { ...DATA, limits: { ...LIMITS, engine_move_seconds: { min: 1, max: 20 } } };
    const refused = check({ ...computer, moveSeconds: "30" }, data);
    expect(refused.ok ? {} : refused.errors).toEqual({ moveTime: "ng.error.moveTime" });
    expect(check({ ...computer, moveSeconds: "20" }, data).ok).toBe(true);
    expect(check({ ...computer, moveSeconds: "0" }, data).ok).toBe(false);
    expect(errorText("ng.error.moveTime", data.limits)).toBe(
      "Die Bedenkzeit des Computers liegt zwischen einer und 20 Sekunden pro Zug.",
    );
    expect(errorText("ng.error.moveTime", LIMITS)).toContain("600 Sekunden");
  });

  it("names an added engine by the name the user gave it, at any level", () => {
    const checked = check({ ...computer, engineId: "engine-1" }, DATA);
    expect(checked.ok && checked.settings.opponent?.engine).toEqual({ kind: "custom", id: "engine-1" });
    expect(checked.ok && checked.settings.opponent?.engine_name).toBe("Kata");
    expect(checked.ok && checked.settings.opponent?.move_seconds).toBeNull();
  });

  it("asks for a program when there is none and checks the learner's name", () => {
    const none = check({ ...computer, engineId: "" }, { ...DATA, engines: null });
    expect(none.ok ? {} : none.errors).toEqual({ engine: "ng.error.engine" });
    const long = check({ ...computer, learnerName: "x".repeat(61), black: "y".repeat(61) }, DATA);
    expect(long.ok ? {} : long.errors).toEqual({ learnerName: "ng.error.name" });
  });
});
