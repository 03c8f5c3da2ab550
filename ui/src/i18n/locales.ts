//! The languages LoGo speaks: one catalog per folder (`./de`, `./en`, …),
//! found on disk, so a language is offered as soon as its folder exists.
//! Each folder's `index.ts` exports its catalog under its tag (`fr/index.ts`
//! exports `fr`); the folder's name must be a tag of ./languages.ts. The
//! completeness test (./completeness.test.ts) holds every folder to German's
//! keys, arguments and the language's plural forms.

import { de } from "./de";
import { LANGUAGES } from "./languages";
import type { LanguageTag } from "./languages";
import type { Messages } from "./messages";

const folders = import.meta.glob<Record<string, Messages>>("./*/index.ts", { eager: true });

/** The catalog a folder's index exports under the folder's name, if any. */
function folderCatalog(tag: string): Messages | undefined {
  return folders[`./${tag}/index.ts`]?.[tag];
}

/** Every catalog there is, by tag, in the order of ./languages.ts (German is always there). */
export const catalogs: Partial<Record<LanguageTag, Messages>> & { de: Messages } = {
  de,
  ...Object.fromEntries(
    LANGUAGES.map(({ tag }) => [tag, folderCatalog(tag)] as const).filter(([, catalog]) => catalog !== undefined),
  ),
};

/** The folders of ./ that hold a catalog (an `index.ts`), by name: for the completeness test. */
export const CATALOG_FOLDERS = Object.keys(folders).map((path) => path.split("/")[1] ?? "");

/** A language LoGo speaks. */
export type Locale = LanguageTag;

/** The language used when the system asks for none LoGo speaks. */
export const FALLBACK_LOCALE: Locale = "de";
