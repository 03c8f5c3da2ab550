//! The shape every language must have: exactly German's keys, each a string.

import type { de } from "./de";

/** A text's key, e.g. `"play.pass"`. */
export type MessageKey = keyof typeof de;

/** A complete set of texts for one language. */
export type Messages = { readonly [K in MessageKey]: string };

/** The names of the `{parameters}` in a text, as a union of string literals. */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The arguments `t(key, …)` takes after the key: a params object exactly when the text has parameters. */
export type ParamArgs<K extends MessageKey> = [ParamNames<(typeof de)[K]>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof de)[K]>, string | number>];

/** Keys of texts without parameters, for tables that pick a text by value. */
export type PlainKey = { [K in MessageKey]: ParamArgs<K> extends [] ? K : never }[MessageKey];
