//! How the UI names engines: in lists (its given name, else what it said
//! about itself, else its program's file name), GNU Go's levels with their
//! names for beginners, and the player name records keep ("GNU Go 3.8
//! (Stufe 3)"), composed here because only the UI knows the user's language.

import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { EngineChoice, EngineEntry, EngineList, GnuGoLevelView } from "../../ipc";

/** The backend's level keys and their texts (an unknown key falls back to the bare number). */
const LEVEL_KEYS: Record<string, PlainKey> = {
  "engine.level.first_steps": "engine.level.first_steps",
  "engine.level.gentle": "engine.level.gentle",
  "engine.level.easy": "engine.level.easy",
  "engine.level.relaxed": "engine.level.relaxed",
  "engine.level.moderate": "engine.level.moderate",
  "engine.level.steady": "engine.level.steady",
  "engine.level.challenging": "engine.level.challenging",
  "engine.level.tough": "engine.level.tough",
  "engine.level.strong": "engine.level.strong",
  "engine.level.strongest": "engine.level.strongest",
};

/** "Stufe 3 – Leicht": a level as the level list shows it. */
export function levelOption(level: GnuGoLevelView): string {
  const key = LEVEL_KEYS[level.name_key];
  return key ? t("engine.levelOption", { level: level.level, name: t(key) }) : String(level.level);
}

/** The last part of a program's path. */
function fileName(program: string): string {
  return program.split(/[\\/]/).pop() ?? program;
}

/** An engine as lists show it. */
export function engineLabel(entry: EngineEntry): string {
  const said = entry.identity ? `${entry.identity.name} ${entry.identity.version}`.trim() : "";
  if (entry.kind === "gnu_go") return said || t("engine.gnugo");
  return entry.name.trim() || said || fileName(entry.program);
}

/** The engine `id` names in `list`, if it is there. */
export function findEngine(list: EngineList | null, id: string): EngineEntry | null {
  return list?.engines.find((e) => e.id === id) ?? null;
}

/** The choice the backend takes for engine `entry` (GNU Go with its level). */
export function engineChoice(entry: EngineEntry, level: number): EngineChoice {
  return entry.kind === "gnu_go" ? { kind: "gnu_go", level } : { kind: "custom", id: entry.id };
}

/** How records name the engine: GNU Go with its level, any other by its label. */
export function recordName(entry: EngineEntry, level: number): string {
  const label = engineLabel(entry);
  return entry.kind === "gnu_go" ? t("engine.playerName", { engine: label, level }) : label;
}
