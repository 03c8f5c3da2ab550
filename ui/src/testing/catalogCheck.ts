//! What the completeness test checks in one language's catalog, against
//! German's: every key present and not empty, no key German lacks, every
//! message an ICU message that parses and formats, the same arguments (name
//! and kind) as German, and every plural with each category CLDR has for
//! that language (Intl.PluralRules). A number, a plural and a selectordinal
//! count as one kind: each takes a number, so where German writes
//! `{n, number} Kopien` Polish may write a plural (and German a plural where
//! another language needs none); a plain value and a select are one kind too.
//! But where German declines a word by a count, a language whose CLDR rules
//! have a `few` form (Polish, Russian) must choose its forms by that count too;
//! and a select only has branches for values its argument can take (a colour's
//! code or its name in that language), so a renamed colour cannot silently
//! fall through to `other`. Test support only; the app never imports it.

import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import type { MessageFormatElement, PluralElement } from "@formatjs/icu-messageformat-parser";
import IntlMessageFormat from "intl-messageformat";
import { PARSE_OPTIONS } from "../i18n";

/** A catalog as plain data: key -> ICU message. */
export type Catalog = Readonly<Record<string, string>>;

/** Every element of a message, at any depth (inside plural, select and tag branches too). */
function* elements(ast: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of ast) {
    yield element;
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) yield* elements(option.value);
    } else if (isTagElement(element)) yield* elements(element.children);
  }
}

/**
 * The kind of value an argument element takes, or `null` for text and `#`.
 * `number`, `plural` and `selectordinal` are one kind, `number`: the caller
 * passes a number to each (as `ArgumentsOf` types it), and a language chooses
 * whether its sentence needs plural forms. Likewise `{name}` and `select` are
 * one kind, `string`: Russian selects on a colour's name to decline it
 * ("ход чёрных") where German just puts the name in.
 */
function kindOf(element: MessageFormatElement): string | null {
  if (isArgumentElement(element) || isSelectElement(element)) return "string";
  if (isNumberElement(element) || isPluralElement(element)) return "number";
  if (isDateElement(element)) return "date";
  if (isTimeElement(element)) return "time";
  return null;
}

/** The message's arguments as sorted `name:kind` entries, e.g. `["color:string", "n:number"]`. */
export function argumentsOf(ast: readonly MessageFormatElement[]): string[] {
  const found = new Set<string>();
  for (const element of elements(ast)) {
    const kind = kindOf(element);
    if (kind !== null && "value" in element) found.add(`${element.value}:${kind}`);
  }
  return [...found].sort();
}

/** The arguments a message chooses plural forms by (cardinal plurals and ordinals). */
function pluralArguments(ast: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  for (const element of elements(ast)) if (isPluralElement(element)) names.add(element.value);
  return names;
}

/** Whether `lang`'s nouns take more than a singular and a plural form by count (CLDR `few`). */
function declinesByCount(lang: string): boolean {
  return (new Intl.PluralRules(lang).resolvedOptions().pluralCategories as readonly string[]).includes("few");
}

/**
 * The values each select's argument can take in a catalog, beside `other`: the
 * callers pass a colour as its code or as the language's name for it.
 */
const SELECT_VALUES: Readonly<Record<string, (catalog: Catalog) => readonly (string | undefined)[]>> = {
  color: (catalog) => ["B", "W", catalog["color.B"], catalog["color.W"]],
};

/** What is wrong with the branches of the selects in a message of `catalog`. */
function selectProblems(ast: readonly MessageFormatElement[], catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const element of elements(ast)) {
    if (!isSelectElement(element)) continue;
    const values = SELECT_VALUES[element.value];
    if (!values) {
      problems.push(`selects on {${element.value}}, whose values the check does not know (see SELECT_VALUES)`);
      continue;
    }
    const known = values(catalog);
    const dead = Object.keys(element.options).filter((key) => key !== "other" && !known.includes(key));
    if (dead.length > 0) problems.push(`select {${element.value}} has ${dead.join(", ")}, which it is never given`);
  }
  return problems;
}

/** What is wrong with one plural's categories in `lang`. */
function pluralProblems(plural: PluralElement, lang: string): string[] {
  const required = new Intl.PluralRules(lang, { type: plural.pluralType }).resolvedOptions().pluralCategories;
  const given = Object.keys(plural.options).filter((key) => !key.startsWith("="));
  const missing = required.filter((category) => !given.includes(category));
  const foreign = given.filter((category) => !(required as readonly string[]).includes(category));
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`plural {${plural.value}} lacks ${missing.join(", ")}`);
  if (foreign.length > 0) {
    problems.push(`plural {${plural.value}} has ${foreign.join(", ")}, which ${lang} never picks`);
  }
  return problems;
}

/** A value of the right kind for every argument, to try formatting with. */
function sampleValues(args: readonly string[]): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const arg of args) {
    const [name = "", kind] = arg.split(":");
    values[name] = kind === "string" ? "x" : 2;
  }
  return values;
}

/** What is wrong with one message of `lang` in `catalog`, whose German counterpart is `reference`. */
function messageProblems(lang: string, text: string, reference: string, catalog: Catalog): string[] {
  if (text.trim() === "") return ["is empty"];
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, PARSE_OPTIONS);
  } catch (failure) {
    return [`does not parse: ${String(failure)}`];
  }
  const problems: string[] = [];
  const args = argumentsOf(ast);
  const german = parse(reference, PARSE_OPTIONS);
  const expected = argumentsOf(german);
  if (args.join() !== expected.join()) problems.push(`has arguments [${args}] where German has [${expected}]`);
  for (const element of elements(ast)) if (isPluralElement(element)) problems.push(...pluralProblems(element, lang));
  if (declinesByCount(lang)) {
    const counted = pluralArguments(ast);
    for (const name of pluralArguments(german)) {
      if (!counted.has(name)) problems.push(`has no plural by {${name}}, which German declines by`);
    }
  }
  problems.push(...selectProblems(ast, catalog));
  try {
    new IntlMessageFormat(text, lang, undefined, PARSE_OPTIONS).format(sampleValues(args));
  } catch (failure) {
    problems.push(`does not format: ${String(failure)}`);
  }
  return problems;
}

/** Everything wrong with `catalog` in language `lang`, as `"key": problem` lines; empty when it is complete. */
export function catalogProblems(lang: string, catalog: Catalog, german: Catalog): string[] {
  const problems: string[] = [];
  for (const [key, reference] of Object.entries(german)) {
    const text = catalog[key];
    if (text === undefined) problems.push(`${lang} "${key}": is missing`);
    else problems.push(...messageProblems(lang, text, reference, catalog).map((p) => `${lang} "${key}": ${p}`));
  }
  for (const key of Object.keys(catalog)) {
    if (!(key in german)) problems.push(`${lang} "${key}": is no German key`);
  }
  return problems;
}
