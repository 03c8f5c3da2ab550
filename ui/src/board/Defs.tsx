//! Gradients shared by one board's drawing. Ids carry a per-board prefix so
//! several boards on one page (lessons) do not clash.

/** The `url(#…)` paints a board's layers use. */
export interface Paints {
  wood: string;
  black: string;
  white: string;
}

/** The paint references for the gradients `<Defs prefix>` defines. */
export function paintsFor(prefix: string): Paints {
  return { wood: `url(#${prefix}-wood)`, black: `url(#${prefix}-black)`, white: `url(#${prefix}-white)` };
}

/** The `<defs>` of one board. */
export function Defs({ prefix }: { prefix: string }) {
  return (
    <defs>
      <linearGradient id={`${prefix}-wood`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e4bf72" />
        <stop offset="0.55" stop-color="#dab062" />
        <stop offset="1" stop-color="#cfa255" />
      </linearGradient>
      <radialGradient id={`${prefix}-black`} cx="0.36" cy="0.32" r="0.7">
        <stop offset="0" stop-color="#5c5c5c" />
        <stop offset="0.45" stop-color="#262626" />
        <stop offset="1" stop-color="#0b0b0b" />
      </radialGradient>
      <radialGradient id={`${prefix}-white`} cx="0.36" cy="0.32" r="0.75">
        <stop offset="0" stop-color="#ffffff" />
        <stop offset="0.6" stop-color="#f1f0ea" />
        <stop offset="1" stop-color="#cfcdc4" />
      </radialGradient>
    </defs>
  );
}
