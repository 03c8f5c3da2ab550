//! German. Words many features share: colour names, rule presets, results.

export const common = {
  "color.B": "Schwarz",
  "color.W": "Weiß",
  "preset.japanese": "Japanisch",
  "preset.chinese": "Chinesisch",
  "preset.aga": "AGA",
  "preset.new-zealand": "Neuseeland",
  "preset.tromp-taylor": "Tromp-Taylor (einfache Regeln)",
  "preset.custom": "Eigene Regeln",
  "result.score":
    "{points, plural, one {{color} gewinnt mit einem Punkt Vorsprung.} other {{color} gewinnt mit # Punkten Vorsprung.}}",
  "result.resignation": "{color} gewinnt durch Aufgabe.",
  "result.time": "{color} gewinnt durch Zeitüberschreitung.",
  "result.draw": "Die Partie endet unentschieden.",
  "result.noResult": "Die Partie endet ohne Ergebnis.",
} as const;
