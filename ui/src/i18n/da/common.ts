//! Danish. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Sort",
  "color.W": "Hvid",
  "preset.japanese": "Japanske regler",
  "preset.chinese": "Kinesiske regler",
  "preset.aga": "AGA-regler",
  "preset.new-zealand": "New Zealand-regler",
  "preset.tromp-taylor": "Tromp-Taylor (enkle regler)",
  "preset.custom": "Egne regler",
  "result.score": "{points, plural, one {{color} vinder med ét point.} other {{color} vinder med # point.}}",
  "result.resignation": "{color} vinder ved opgivelse.",
  "result.time": "{color} vinder på tid.",
  "result.draw": "Partiet ender uafgjort.",
  "result.noResult": "Partiet ender uden resultat.",
};
