//! Portuguese. Words many features share: colour names, rule presets, results.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Preto",
  "color.W": "Branco",
  "preset.japanese": "Regras japonesas",
  "preset.chinese": "Regras chinesas",
  "preset.aga": "Regras AGA",
  "preset.new-zealand": "Regras da Nova Zelândia",
  "preset.tromp-taylor": "Tromp-Taylor (regras simples)",
  "preset.custom": "Regras personalizadas",
  "result.score":
    "{points, plural, =1 {{color} vence por um ponto.} one {{color} vence por # ponto.} many {{color} vence por # pontos.} other {{color} vence por # pontos.}}",
  "result.resignation": "{color} vence por desistência.",
  "result.time": "{color} vence por tempo.",
  "result.draw": "A partida termina empatada.",
  "result.noResult": "A partida termina sem resultado.",
};
