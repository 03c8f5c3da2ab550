//! English. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Black",
  "color.W": "White",
  "preset.japanese": "Japanese",
  "preset.chinese": "Chinese",
  "preset.aga": "AGA",
  "preset.new-zealand": "New Zealand",
  "preset.tromp-taylor": "Tromp-Taylor (simple rules)",
  "preset.custom": "Custom rules",
  "result.score": "{points, plural, one {{color} wins by one point.} other {{color} wins by # points.}}",
  "result.resignation": "{color} wins by resignation.",
  "result.time": "{color} wins on time.",
  "result.draw": "The game ends in a draw.",
  "result.noResult": "The game ends without a result.",
};
