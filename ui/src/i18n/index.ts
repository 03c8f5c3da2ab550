//! Every user-visible text goes through `t()`. German by default; English
//! when the system prefers English. `setLocale` is called once at start (and
//! by tests); components read it through `t()` and `formatNumber()`.

import { de } from "./de";
import { en } from "./en";
import type { MessageKey, Messages, ParamArgs } from "./messages";

export type { MessageKey, PlainKey } from "./messages";

/** The languages LoGo speaks. */
export type Locale = "de" | "en";

const catalogs: Record<Locale, Messages> = { de, en };
let current: Locale = "de";

/** The first of the user's preferred languages that LoGo speaks, else German. */
export function detectLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === "de" || language === "en") return language;
  }
  return "de";
}

/** Switches the language for every later `t()` call. */
export function setLocale(locale: Locale): void {
  current = locale;
}

/** A number as people of the current language write it (6,5 / 6.5). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(current, { maximumFractionDigits: 1 }).format(value);
}

/** The text for `key` in the current language, with `{parameters}` filled in; numbers are localised. */
export function t<K extends MessageKey>(key: K, ...args: ParamArgs<K>): string {
  const text = catalogs[current][key];
  const params: Record<string, string | number> = args[0] ?? {};
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(value) : value;
  });
}
