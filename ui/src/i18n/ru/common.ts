//! Russian. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Чёрные",
  "color.W": "Белые",
  "preset.japanese": "Японские правила",
  "preset.chinese": "Китайские правила",
  "preset.aga": "Правила AGA",
  "preset.new-zealand": "Новозеландские правила",
  "preset.tromp-taylor": "Правила Тромпа — Тейлора (простые)",
  "preset.custom": "Свои правила",
  "result.score":
    "{points, plural, one {{color} выигрывают с перевесом в # очко.} few {{color} выигрывают с перевесом в # очка.} many {{color} выигрывают с перевесом в # очков.} other {{color} выигрывают с перевесом в # очка.}}",
  "result.resignation": "{color} выигрывают: соперник сдался.",
  "result.time": "{color} выигрывают по времени.",
  "result.draw": "Партия закончилась вничью.",
  "result.noResult": "Партия закончилась без результата.",
};
