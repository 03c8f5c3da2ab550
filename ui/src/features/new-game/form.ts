//! The New game form as plain data: its fields as typed text, the defaults,
//! how the komi default follows the rule set and handicap, and the check
//! that turns it into NewGameSettings or explains what is wrong. The backend
//! validates again; this only gives immediate feedback.

import { formatNumber } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { NewGameSettings, PresetRules, RulesPreset } from "../../ipc";

/** The sizes offered directly; any other side from 5 to 25 via "custom". */
export const SIZE_CHOICES = [7, 9, 11, 13, 15, 17, 19] as const;

/** The form as the user typed it. */
export interface NewGameForm {
  /** One of SIZE_CHOICES as text, or "custom". */
  sizeChoice: string;
  customSize: string;
  preset: RulesPreset;
  komi: string;
  /** Whether the komi was typed by the user (then defaults no longer overwrite it). */
  komiTyped: boolean;
  handicap: string;
  black: string;
  white: string;
  timed: boolean;
  /** Main time: whole minutes ("30") or a clock time ("1:30:00", "0:05"). */
  mainBlack: string;
  mainWhite: string;
  /** Byo-yomi period in seconds; 0 = sudden death. */
  period: string;
  periods: string;
}

/** The fields that can carry an error. */
export type FormField =
  | "size"
  | "komi"
  | "handicap"
  | "black"
  | "white"
  | "mainBlack"
  | "mainWhite"
  | "period"
  | "periods";

/** An explanation per field that is wrong. */
export type FormErrors = Partial<Record<FormField, PlainKey>>;

/** The outcome of checking the form. */
export type Checked = { ok: true; settings: NewGameSettings } | { ok: false; errors: FormErrors };

const MAX_NAME = 60;
const HANDICAP_KOMI = 0.5;

function presetRules(presets: readonly PresetRules[], preset: RulesPreset) {
  return presets.find((p) => p.preset === preset)?.rules ?? null;
}

/** A whole number written without sign, within [min, max], or `null`. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** The longest main time: 24 hours, in seconds. */
const MAX_MAIN_SECONDS = 24 * 60 * 60;

/**
 * A main time as people write it, in seconds: whole minutes ("45") or a clock
 * time "m:ss" / "h:mm:ss" ("0:03", "1:30:00"); at most 24 hours, or `null`.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  let seconds: number;
  if (/^\d+$/.test(trimmed)) {
    seconds = Number(trimmed) * 60;
  } else {
    const parts = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(trimmed);
    if (!parts) return null;
    const [, hours = "0", minutes = "0", secs = "0"] = parts;
    if (parts[1] !== undefined && Number(minutes) > 59) return null;
    seconds = Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
  }
  return seconds <= MAX_MAIN_SECONDS ? seconds : null;
}

/** Komi as people write it ("6,5", "-3", "+0.5"): a half-integer within ±1000, or `null`. */
export function parseKomi(text: string): number | null {
  const cleaned = text.trim().replace(",", ".").replace("−", "-");
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isInteger(value * 2) && Math.abs(value) <= 1000 ? value : null;
}

/** The komi to suggest: the preset's, or 0.5 once there are two or more handicap stones. */
export function suggestedKomi(presets: readonly PresetRules[], preset: RulesPreset, handicap: string): string {
  const stones = parseWhole(handicap, 0, 9);
  if (stones !== null && stones >= 2) return formatNumber(HANDICAP_KOMI);
  const rules = presetRules(presets, preset);
  return rules ? formatNumber(rules.komi) : "";
}

/** LoGo's defaults: 19×19, Japanese rules with their komi, no handicap, no clock. */
export function initialForm(presets: readonly PresetRules[]): NewGameForm {
  const preset: RulesPreset = "japanese";
  return {
    sizeChoice: "19",
    customSize: "19",
    preset,
    komi: suggestedKomi(presets, preset, "0"),
    komiTyped: false,
    handicap: "0",
    black: "",
    white: "",
    timed: false,
    mainBlack: "30",
    mainWhite: "30",
    period: "30",
    periods: "5",
  };
}

/** The form after a change, with the komi default following rule set and handicap unless typed. */
export function update(form: NewGameForm, change: Partial<NewGameForm>, presets: readonly PresetRules[]): NewGameForm {
  const next = { ...form, ...change };
  if (change.komi !== undefined) next.komiTyped = change.komi.trim() !== "";
  if (!next.komiTyped && (change.preset !== undefined || change.handicap !== undefined)) {
    next.komi = suggestedKomi(presets, next.preset, next.handicap);
  }
  return next;
}

function checkTime(form: NewGameForm, errors: FormErrors): NewGameSettings["time"] {
  if (!form.timed) return null;
  const mainBlack = parseDuration(form.mainBlack);
  const mainWhite = parseDuration(form.mainWhite);
  const period = parseWhole(form.period, 0, 3600);
  const periods = parseWhole(form.periods, 1, 99);
  if (mainBlack === null) errors.mainBlack = "ng.error.mainTime";
  if (mainWhite === null) errors.mainWhite = "ng.error.mainTime";
  if (period === null) errors.period = "ng.error.period";
  else if (period === 0 && (mainBlack === 0 || mainWhite === 0)) errors.period = "ng.error.noTime";
  if (periods === null) errors.periods = "ng.error.periods";
  if (mainBlack === null || mainWhite === null || period === null || periods === null) return null;
  return { main_seconds: { B: mainBlack, W: mainWhite }, period_seconds: period, periods };
}

/** Checks the whole form; on success, the settings to send. */
export function check(form: NewGameForm, presets: readonly PresetRules[]): Checked {
  const errors: FormErrors = {};
  const size = parseWhole(form.sizeChoice === "custom" ? form.customSize : form.sizeChoice, 5, 25);
  if (size === null) errors.size = "ng.error.size";
  const komi = parseKomi(form.komi);
  if (komi === null) errors.komi = "ng.error.komi";
  const handicap = parseWhole(form.handicap, 0, 9);
  if (handicap === null || handicap === 1) errors.handicap = "ng.error.handicap";
  if (form.black.trim().length > MAX_NAME) errors.black = "ng.error.name";
  if (form.white.trim().length > MAX_NAME) errors.white = "ng.error.name";
  const time = checkTime(form, errors);
  const rules = presetRules(presets, form.preset);
  if (Object.keys(errors).length > 0 || size === null || komi === null || handicap === null || !rules) {
    return { ok: false, errors };
  }
  const players = { B: form.black.trim(), W: form.white.trim() };
  return { ok: true, settings: { size, rules: { ...rules, komi }, handicap, players, time } };
}

/** The form field a backend `invalid_setting {field}` refers to, with its explanation. */
export function backendFieldError(field: string): { field: FormField; message: PlainKey } | null {
  const map: Partial<Record<string, { field: FormField; message: PlainKey }>> = {
    size: { field: "size", message: "ng.error.size" },
    komi: { field: "komi", message: "ng.error.komi" },
    handicap: { field: "handicap", message: "ng.error.handicapBoard" },
    main_time: { field: "mainBlack", message: "ng.error.mainTime" },
    period: { field: "period", message: "ng.error.period" },
    periods: { field: "periods", message: "ng.error.periods" },
    player_name: { field: "black", message: "ng.error.name" },
  };
  return map[field] ?? null;
}
