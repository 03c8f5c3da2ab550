//! French. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Noir",
  "color.W": "Blanc",
  "preset.japanese": "Règles japonaises",
  "preset.chinese": "Règles chinoises",
  "preset.aga": "Règles AGA",
  "preset.new-zealand": "Règles néo-zélandaises",
  "preset.tromp-taylor": "Tromp-Taylor (règles simples)",
  "preset.custom": "Règles personnalisées",
  "result.score":
    "{points, plural, =1 {{color} gagne d’un point.} one {{color} gagne de # point.} many {{color} gagne de # points.} other {{color} gagne de # points.}}",
  "result.resignation": "{color} gagne par abandon.",
  "result.time": "{color} gagne au temps.",
  "result.draw": "La partie se termine sur un jigo (partie nulle).",
  "result.noResult": "La partie se termine sans résultat.",
};
