//! Dutch. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Zwart",
  "color.W": "Wit",
  "preset.japanese": "Japanse regels",
  "preset.chinese": "Chinese regels",
  "preset.aga": "AGA-regels",
  "preset.new-zealand": "Nieuw-Zeelandse regels",
  "preset.tromp-taylor": "Tromp-Taylor (eenvoudige regels)",
  "preset.custom": "Eigen regels",
  "result.score":
    "{points, plural, one {{color} wint met één punt verschil.} other {{color} wint met # punten verschil.}}",
  "result.resignation": "{color} wint door opgave.",
  "result.time": "{color} wint op tijd.",
  "result.draw": "De partij eindigt in een gelijkspel.",
  "result.noResult": "De partij eindigt zonder uitslag.",
};
