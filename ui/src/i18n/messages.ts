//! The shape every language must have: exactly German's keys, each an ICU
//! message (FormatJS flavour). German is the reference: its literal texts
//! give the keys and, through `ArgumentsOf`, the parameters of `t()`.

import type { de } from "./de";
import type { ArgumentsOf } from "./icuArguments";

/** A text's key, e.g. `"play.pass"`. */
export type MessageKey = keyof typeof de;

/** A complete set of texts for one language. */
export type Messages = { readonly [K in MessageKey]: string };

/** One feature's texts in another language: the same keys as German's `Source`. */
export type Translation<Source> = { readonly [K in keyof Source]: string };

/** The params object the text `key` needs. */
export type MessageParams<K extends MessageKey> = ArgumentsOf<(typeof de)[K]>;

/** The arguments `t(key, …)` takes after the key: a params object exactly when the text has parameters. */
export type ParamArgs<K extends MessageKey> = [keyof MessageParams<K>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** Keys of texts without parameters, for tables that pick a text by value. */
export type PlainKey = { [K in MessageKey]: ParamArgs<K> extends [] ? K : never }[MessageKey];
