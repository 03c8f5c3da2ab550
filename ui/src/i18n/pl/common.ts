//! Polish. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Czarny",
  "color.W": "Biały",
  "preset.japanese": "Zasady japońskie",
  "preset.chinese": "Zasady chińskie",
  "preset.aga": "Zasady AGA",
  "preset.new-zealand": "Zasady nowozelandzkie",
  "preset.tromp-taylor": "Tromp-Taylor (proste zasady)",
  "preset.custom": "Własne zasady",
  "result.score":
    "{points, plural, one {{color} wygrywa o jeden punkt.} few {{color} wygrywa o # punkty.} many {{color} wygrywa o # punktów.} other {{color} wygrywa o # punktu.}}",
  "result.resignation": "{color} wygrywa, bo przeciwnik się poddał.",
  "result.time": "{color} wygrywa na czas.",
  "result.draw": "Partia kończy się remisem.",
  "result.noResult": "Partia kończy się bez wyniku.",
};
