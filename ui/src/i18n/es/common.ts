//! Spanish. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Negro",
  "color.W": "Blanco",
  "preset.japanese": "Reglas japonesas",
  "preset.chinese": "Reglas chinas",
  "preset.aga": "Reglas AGA",
  "preset.new-zealand": "Reglas neozelandesas",
  "preset.tromp-taylor": "Tromp-Taylor (reglas sencillas)",
  "preset.custom": "Reglas propias",
  "result.score":
    "{points, plural, one {{color} gana por un punto.} many {{color} gana por # puntos.} other {{color} gana por # puntos.}}",
  "result.resignation": "{color} gana por abandono.",
  "result.time": "{color} gana por tiempo.",
  "result.draw": "La partida termina en empate (jigo).",
  "result.noResult": "La partida termina sin resultado.",
};
