//! The languages LoGo speaks: one catalog per folder (`./de`, `./en`, …),
//! registered here by its BCP 47 language tag. Adding a language is a new
//! folder with the same files as `./de` plus one line below; the
//! completeness test (./completeness.test.ts) refuses a folder left out here.

import { de } from "./de";
import { en } from "./en";
import type { Messages } from "./messages";

/** Every catalog by language tag; German first, the language LoGo falls back to. */
export const catalogs = { de, en } satisfies Record<string, Messages>;

/** A language LoGo speaks. */
export type Locale = keyof typeof catalogs;

/** The language used when the system asks for none LoGo speaks. */
export const FALLBACK_LOCALE: Locale = "de";
