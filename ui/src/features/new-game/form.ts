//! The New game form as plain data: its fields as typed text, the defaults,
//! how the komi default follows the rule set and handicap, and the check
//! that turns it into NewGameSettings or explains what is wrong. Every range
//! and the komi of a handicap game come from the backend (`NewGameData`);
//! the backend validates again, this only gives immediate feedback. Against
//! the computer the form names the engine for the records in the user's
//! language (../engine/engineNames.ts).

import { formatBound, formatNumber, t } from "../../i18n";
import type {
  ColorChoice,
  EngineList,
  GameLimits,
  KomiRange,
  NewGameSettings,
  OpponentSettings,
  PresetRules,
  RulesPreset,
  SettingField,
  WholeRange,
} from "../../ipc";
import { engineChoice, findEngine, recordName } from "../engine/engineNames";

/** What the dialog receives from the backend before it shows the form. */
export interface NewGameData {
  presets: readonly PresetRules[];
  limits: GameLimits;
  /** The engines to play against; `null` when they could not be listed. */
  engines: EngineList | null;
}

/** Who plays the other side. */
export type OpponentKind = "human" | "computer";

/** The form as the user typed it. */
export interface NewGameForm {
  /** One of the limits' offered sizes as text, or "custom". */
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
  opponent: OpponentKind;
  /** The id of the engine chosen from the list ("" when there is none). */
  engineId: string;
  /** GNU Go's level, "1" to "10". */
  level: string;
  learnerColor: ColorChoice;
  learnerName: string;
  hints: boolean;
  /** The computer's fixed seconds per move, or "" for no limit. */
  moveSeconds: string;
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
  | "periods"
  | "engine"
  | "learnerName"
  | "moveTime";

/** The explanations a field can carry. */
export type FormErrorKey =
  | "ng.error.size"
  | "ng.error.komi"
  | "ng.error.handicap"
  | "ng.error.handicapBoard"
  | "ng.error.mainTime"
  | "ng.error.noTime"
  | "ng.error.period"
  | "ng.error.periods"
  | "ng.error.name"
  | "ng.error.engine"
  | "ng.error.moveTime";

/** An explanation per field that is wrong. */
export type FormErrors = Partial<Record<FormField, FormErrorKey>>;

/** The explanation as a sentence, naming the limits it speaks of. */
export function errorText(key: FormErrorKey, limits: GameLimits): string {
  switch (key) {
    case "ng.error.size":
      return t(key, { min: limits.size.min, max: limits.size.max });
    case "ng.error.komi":
      return t(key, { min: formatBound(limits.komi.min), max: formatBound(limits.komi.max) });
    case "ng.error.handicap":
      return t(key, { min: limits.handicap.min, max: limits.handicap.max });
    case "ng.error.mainTime":
      return t(key, { hours: limits.main_seconds.max / 3600 });
    case "ng.error.period":
      return t(key, { min: formatBound(limits.period_seconds.min), max: formatBound(limits.period_seconds.max) });
    case "ng.error.periods":
      return t(key, { min: limits.periods.min, max: limits.periods.max });
    case "ng.error.name":
      return t(key, { max: limits.name_chars.max });
    case "ng.error.moveTime":
      return t(key, { max: limits.engine_move_seconds.max });
    case "ng.error.handicapBoard":
    case "ng.error.noTime":
    case "ng.error.engine":
      return t(key);
  }
}

/** The outcome of checking the form. */
export type Checked = { ok: true; settings: NewGameSettings } | { ok: false; errors: FormErrors };

function presetRules(presets: readonly PresetRules[], preset: RulesPreset) {
  return presets.find((p) => p.preset === preset)?.rules ?? null;
}

/** A whole number written without sign, within `range`, or `null`. */
export function parseWhole(text: string, range: WholeRange): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : null;
}

/**
 * A main time as people write it, in seconds: whole minutes ("45") or a clock
 * time "m:ss" / "h:mm:ss" ("0:03", "1:30:00"); at most `maxSeconds`, or `null`.
 */
export function parseDuration(text: string, maxSeconds: number): number | null {
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
  return seconds <= maxSeconds ? seconds : null;
}

/** Komi as people write it ("6,5", "-3", "+0.5"): a multiple of the step within `range`, or `null`. */
export function parseKomi(text: string, range: KomiRange): number | null {
  const cleaned = text.trim().replace(",", ".").replace("−", "-");
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isInteger(value / range.step) && value >= range.min && value <= range.max ? value : null;
}

/** The handicap stones typed: 0 (none) or within the limits' handicap range; `null` otherwise. */
function parseHandicap(text: string, limits: GameLimits): number | null {
  const stones = parseWhole(text, { min: 0, max: limits.handicap.max });
  return stones === 0 || (stones !== null && stones >= limits.handicap.min) ? stones : null;
}

/** The komi to suggest: the preset's, or the preset's handicap komi in a handicap game. */
export function suggestedKomi(data: NewGameData, preset: RulesPreset, handicap: string): string {
  const stones = parseHandicap(handicap, data.limits);
  const handicapKomi = data.limits.handicap_komi.find((k) => k.preset === preset)?.komi;
  if (stones !== null && stones > 0 && handicapKomi !== undefined) return formatNumber(handicapKomi);
  const rules = presetRules(data.presets, preset);
  return rules ? formatNumber(rules.komi) : "";
}

/** A name's length as the backend counts it: in characters, not UTF-16 units. */
function nameLength(name: string): number {
  return [...name.trim()].length;
}

/** LoGo's defaults: 19×19, Japanese rules with their komi, no handicap, no clock. */
export function initialForm(data: NewGameData): NewGameForm {
  const preset: RulesPreset = "japanese";
  return {
    sizeChoice: "19",
    customSize: "19",
    preset,
    komi: suggestedKomi(data, preset, "0"),
    komiTyped: false,
    handicap: "0",
    black: "",
    white: "",
    timed: false,
    mainBlack: "30",
    mainWhite: "30",
    period: "30",
    periods: "5",
    opponent: "human",
    engineId: data.engines?.engines[0]?.id ?? "",
    level: "1",
    learnerColor: "black",
    learnerName: "",
    hints: true,
    moveSeconds: "",
  };
}

/** The form after a change, with the komi default following rule set and handicap unless typed. */
export function update(form: NewGameForm, change: Partial<NewGameForm>, data: NewGameData): NewGameForm {
  const next = { ...form, ...change };
  if (change.komi !== undefined) next.komiTyped = change.komi.trim() !== "";
  if (!next.komiTyped && (change.preset !== undefined || change.handicap !== undefined)) {
    next.komi = suggestedKomi(data, next.preset, next.handicap);
  }
  return next;
}

function checkTime(form: NewGameForm, limits: GameLimits, errors: FormErrors): NewGameSettings["time"] {
  if (!form.timed) return null;
  const mainBlack = parseDuration(form.mainBlack, limits.main_seconds.max);
  const mainWhite = parseDuration(form.mainWhite, limits.main_seconds.max);
  const period = parseWhole(form.period, limits.period_seconds);
  const periods = parseWhole(form.periods, limits.periods);
  if (mainBlack === null) errors.mainBlack = "ng.error.mainTime";
  if (mainWhite === null) errors.mainWhite = "ng.error.mainTime";
  if (period === null) errors.period = "ng.error.period";
  else if (period === 0 && (mainBlack === 0 || mainWhite === 0)) errors.period = "ng.error.noTime";
  if (periods === null) errors.periods = "ng.error.periods";
  if (mainBlack === null || mainWhite === null || period === null || periods === null) return null;
  return { main_seconds: { B: mainBlack, W: mainWhite }, period_seconds: period, periods };
}

/** The computer opponent the form describes, or `null` for a game between two people. */
function checkOpponent(form: NewGameForm, data: NewGameData, errors: FormErrors): OpponentSettings | null {
  if (form.opponent === "human") return null;
  if (nameLength(form.learnerName) > data.limits.name_chars.max) errors.learnerName = "ng.error.name";
  const entry = findEngine(data.engines, form.engineId);
  if (!entry) {
    errors.engine = "ng.error.engine";
    return null;
  }
  const level = Number(form.level) || 1;
  const moveSeconds = form.moveSeconds === "" ? null : parseWhole(form.moveSeconds, data.limits.engine_move_seconds);
  if (moveSeconds === null && form.moveSeconds !== "") {
    errors.moveTime = "ng.error.moveTime";
    return null;
  }
  return {
    engine: engineChoice(entry, level),
    learner_color: form.learnerColor,
    learner_name: form.learnerName.trim(),
    engine_name: recordName(entry, level),
    hints: form.hints,
    move_seconds: moveSeconds,
  };
}

/** Checks the whole form; on success, the settings to send. */
export function check(form: NewGameForm, data: NewGameData): Checked {
  const { limits } = data;
  const errors: FormErrors = {};
  const size = parseWhole(form.sizeChoice === "custom" ? form.customSize : form.sizeChoice, limits.size);
  if (size === null) errors.size = "ng.error.size";
  const komi = parseKomi(form.komi, limits.komi);
  if (komi === null) errors.komi = "ng.error.komi";
  const handicap = parseHandicap(form.handicap, limits);
  if (handicap === null) errors.handicap = "ng.error.handicap";
  const opponent = checkOpponent(form, data, errors);
  const human = form.opponent === "human";
  if (human && nameLength(form.black) > limits.name_chars.max) errors.black = "ng.error.name";
  if (human && nameLength(form.white) > limits.name_chars.max) errors.white = "ng.error.name";
  const time = checkTime(form, limits, errors);
  const rules = presetRules(data.presets, form.preset);
  if (Object.keys(errors).length > 0 || size === null || komi === null || handicap === null || !rules) {
    return { ok: false, errors };
  }
  const players = human ? { B: form.black.trim(), W: form.white.trim() } : { B: "", W: "" };
  return { ok: true, settings: { size, rules: { ...rules, komi }, handicap, players, time, opponent } };
}

const BACKEND_FIELDS: Record<SettingField, { field: FormField; message: FormErrorKey }> = {
  size: { field: "size", message: "ng.error.size" },
  handicap: { field: "handicap", message: "ng.error.handicapBoard" },
  main_time: { field: "mainBlack", message: "ng.error.mainTime" },
  period: { field: "period", message: "ng.error.period" },
  periods: { field: "periods", message: "ng.error.periods" },
  player_name: { field: "black", message: "ng.error.name" },
  engine_move_time: { field: "moveTime", message: "ng.error.moveTime" },
};

/** The form field a backend `invalid_setting {field}` refers to, with its explanation. */
export function backendFieldError(field: SettingField): { field: FormField; message: FormErrorKey } {
  return BACKEND_FIELDS[field];
}
