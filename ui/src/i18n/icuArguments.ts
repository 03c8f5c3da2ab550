//! The arguments of an ICU message, read by the type checker from the
//! message's literal type, so `t(key, params)` demands exactly the names the
//! German text uses, with the right kind of value:
//!
//! - `{name}` takes a string (shown as given),
//! - `{name, number}` and `{name, number, style}` take a number (written the local way),
//! - `{name, plural, …}` and `{name, selectordinal, …}` take a number (which picks the form),
//! - `{name, select, …}` takes a string (which picks the branch),
//!
//! and arguments inside the branches of plural and select count too. The
//! scan splits at braces only, so it stays cheap for long texts. What it does
//! not model (quoting with apostrophes, date and time arguments) the runtime
//! parser and the completeness test (./completeness.test.ts) still check.

/** One argument found: its name and the type of value it takes. */
interface Found<Name extends string, Value> {
  name: Name;
  value: Value;
}

type TrimStart<S extends string> = S extends ` ${infer Rest}` ? TrimStart<Rest> : S;
type Trim<S extends string> = TrimStart<S> extends `${infer Rest} ` ? Trim<Rest> : TrimStart<S>;

/** Which brace comes first in `S`, and the text after it. */
type NextBrace<S extends string> = S extends `${infer BeforeClose}}${infer AfterClose}`
  ? BeforeClose extends `${string}{${infer AfterOpen}`
    ? ["{", `${AfterOpen}}${AfterClose}`]
    : ["}", AfterClose]
  : S extends `${string}{${infer AfterOpen}`
    ? ["{", AfterOpen]
    : ["end", ""];

/** The arguments of a message text up to its end or the `}` that closes it; `[found, rest after the close]`. */
type ScanMessage<S extends string, Acc> =
  NextBrace<S> extends ["{", infer Inside extends string]
    ? ScanArgument<Inside> extends [infer Arg, infer Rest extends string]
      ? ScanMessage<Rest, Acc | Arg>
      : [Acc, ""]
    : NextBrace<S> extends ["}", infer Rest extends string]
      ? [Acc, Rest]
      : [Acc, ""];

/** One argument, from just after its `{`; `[found, rest after its }]`. */
type ScanArgument<S extends string> = S extends `${infer Head}}${infer Rest}`
  ? Head extends `${string}${"," | "{"}${string}`
    ? S extends `${infer Name},${infer Typed}`
      ? ScanTyped<Trim<Name>, TrimStart<Typed>>
      : [never, ""]
    : [Found<Trim<Head>, string>, Rest]
  : [never, ""];

/** The part after `name,`: the argument's type and, for plural and select, its branches. */
type ScanTyped<Name extends string, S extends string> = S extends `${"plural" | "selectordinal"},${infer Branches}`
  ? ScanBranches<Branches, Found<Name, number>>
  : S extends `select,${infer Branches}`
    ? ScanBranches<Branches, Found<Name, string>>
    : S extends `number${string}}${infer Rest}`
      ? [Found<Name, number>, Rest]
      : S extends `${string}}${infer Rest}`
        ? [Found<Name, unknown>, Rest]
        : [never, ""];

/** `selector {message} selector {message} … }`: every branch's arguments. */
type ScanBranches<S extends string, Acc> =
  TrimStart<S> extends `}${infer Rest}`
    ? [Acc, Rest]
    : S extends `${string}{${infer Body}`
      ? ScanMessage<Body, never> extends [infer Inner, infer Rest extends string]
        ? ScanBranches<Rest, Acc | Inner>
        : [Acc, ""]
      : [Acc, ""];

/** The params object a message text needs: `{ name: string | number … }`; `{}` for a text without arguments. */
export type ArgumentsOf<S extends string> =
  ScanMessage<S, never> extends [infer Args, string]
    ? { [A in Args as A extends Found<infer Name, unknown> ? Name : never]: ValueOf<A> }
    : never;

type ValueOf<A> = A extends Found<string, infer Value> ? Value : never;
