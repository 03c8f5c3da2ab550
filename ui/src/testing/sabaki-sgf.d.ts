// The part of Sabaki's SGF reader (@sabaki/sgf, a development dependency) the
// tests use to check that another program reads what LoGo writes.
declare module "@sabaki/sgf" {
  /** A node as Sabaki reads it: each property's values, unescaped. */
  export interface SgfNode {
    data: Record<string, string[]>;
    children: SgfNode[];
  }
  /** The game trees of an SGF text. */
  export function parse(contents: string): SgfNode[];
}
