//! Every user-visible text goes through `t()`: an ICU message (plural and
//! select with the language's CLDR plural rules, numbers the local way) from
//! the catalog of the current language. At start the language is the one
//! chosen in the settings, else the system's first that LoGo speaks, else
//! German (`initialLocale`); `setLocale` switches it at any time and tells
//! the subscribers (`onLocaleChange`, the `useLocale` hook), so the app
//! renders anew without a restart.

import IntlMessageFormat from "intl-messageformat";
import type { Formatters } from "intl-messageformat";
import { catalogs, FALLBACK_LOCALE } from "./locales";
import type { Locale } from "./locales";
import type { MessageKey, Messages, ParamArgs } from "./messages";

export type { Locale } from "./locales";
export { LANGUAGES } from "./languages";
export type { MessageKey, MessageParams, PlainKey } from "./messages";

/** Every language LoGo speaks (has a catalog for), in the order of `./languages.ts`. */
export const LOCALES = Object.keys(catalogs) as Locale[];

let current: Locale = FALLBACK_LOCALE;
const listeners = new Set<(locale: Locale) => void>();
const compiled = new Map<string, IntlMessageFormat>();

/** Whether LoGo speaks the language `tag` (a bare language subtag such as "de"). */
export function isLocale(tag: string): tag is Locale {
  return Object.hasOwn(catalogs, tag);
}

/** The first of the user's preferred languages that LoGo speaks, else German. */
export function detectLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split(/[-_]/)[0] ?? "";
    if (isLocale(language)) return language;
  }
  return FALLBACK_LOCALE;
}

/** The language to start in: the one chosen in the settings if LoGo (still) speaks it, else the system's. */
export function initialLocale(chosen: string | null, preferred: readonly string[]): Locale {
  return chosen !== null && isLocale(chosen) ? chosen : detectLocale(preferred);
}

/** The catalog of a language LoGo speaks. */
function catalogOf(locale: Locale): Messages {
  return catalogs[locale] ?? catalogs.de;
}

/** The language `t()` speaks now. */
export function getLocale(): Locale {
  return current;
}

/** Switches the language for every later `t()` call and tells the subscribers; a language without a catalog is ignored. */
export function setLocale(locale: Locale): void {
  if (locale === current || !isLocale(locale)) return;
  current = locale;
  for (const listener of [...listeners]) listener(locale);
}

/** Calls `listener` after each change of language; returns the function that stops it. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Numbers in messages (`{komi, number}`, `#` in plurals) read like `formatNumber`'s.
const numberFormats = new Map<string, Intl.NumberFormat>();
const formatters: Formatters = {
  getNumberFormat: (locales, options) => {
    const id = JSON.stringify([locales, options]);
    const known = numberFormats.get(id);
    if (known) return known;
    // The options come from number skeletons; their `useGrouping` strings are newer than this lib's typings.
    const made = new Intl.NumberFormat(locales, { maximumFractionDigits: 1, ...(options as Intl.NumberFormatOptions) });
    numberFormats.set(id, made);
    return made;
  },
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};

/** A number as people of the current language write it (6,5 / 6.5), to one decimal. */
export function formatNumber(value: number): string {
  return formatters.getNumberFormat(current).format(value);
}

/** A bound as written in a sentence: no digit grouping, a true minus sign ("−1000", "0,5"). */
export function formatBound(value: number): string {
  const digits = new Intl.NumberFormat(current, { maximumFractionDigits: 1, useGrouping: false }).format(
    Math.abs(value),
  );
  return value < 0 ? `−${digits}` : digits;
}

/** The options every message is parsed with (also used by the completeness test). */
export const PARSE_OPTIONS = { ignoreTag: true, requiresOtherClause: true } as const;

function message(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogOf(locale)[key], locale, undefined, { ...PARSE_OPTIONS, formatters });
    compiled.set(id, format);
  }
  return format;
}

/** The text for `key` in the current language, with its parameters filled in. */
export function t<K extends MessageKey>(key: K, ...args: ParamArgs<K>): string {
  const params: Record<string, string | number> | undefined = args[0];
  try {
    return String(message(current, key).format(params));
  } catch (failure) {
    // The completeness test keeps this from happening; should it still, show the raw text, not a blank.
    console.error(`text "${key}" in "${current}" could not be formatted`, failure);
    return catalogOf(current)[key];
  }
}
