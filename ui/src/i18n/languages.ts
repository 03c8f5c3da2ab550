//! The languages LoGo is written for, each with its own name (the name its
//! speakers use, shown the same in every language of the UI), in the order
//! the language menu lists them. A language is offered once its catalog
//! folder exists (`./fr/` …, see ./locales.ts); adding one beyond these is
//! one more line here.

/** One language: its BCP 47 tag and its name in itself. */
export interface Language {
  tag: string;
  name: string;
}

/** Every language LoGo is written for, German first, then English. */
export const LANGUAGES = [
  { tag: "de", name: "Deutsch" },
  { tag: "en", name: "English" },
  { tag: "fr", name: "Français" },
  { tag: "es", name: "Español" },
  { tag: "nl", name: "Nederlands" },
  { tag: "da", name: "Dansk" },
  { tag: "it", name: "Italiano" },
  { tag: "pt", name: "Português" },
  { tag: "pl", name: "Polski" },
  { tag: "ru", name: "Русский" },
] as const satisfies readonly Language[];

/** The tag of a language LoGo is written for. */
export type LanguageTag = (typeof LANGUAGES)[number]["tag"];
