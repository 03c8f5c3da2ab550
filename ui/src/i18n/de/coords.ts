//! German. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

export const coords = {
  "coords.group": "Koordinaten",
  "coords.toggle": "KOORD",
  "coords.notation": "Schreibweise",
  "coords.notationLetters": "D4 (Buchstabe ohne I, Zeile von unten)",
  "coords.notationSgf": "dp (SGF-Buchstaben)",
  "coords.notationLeaflet": "d16 (Kleinbuchstabe, Zeile von oben)",
  "coords.input": "Punkt eingeben",
  "coords.unknown": "„{text}“ ist kein Punkt dieses Bretts – schreibe ihn so, wie er am Rand steht.",
  "coords.notRemembered": "Die Anzeige gilt, wird aber nicht dauerhaft gemerkt: {reason}",
  "settings.board": "Bretter",
  "settings.coordinates": "Koordinaten an allen vier Seiten jedes Bretts zeigen (KOORD)",
  "coords.noMoves": "Dieses Brett nimmt keine Züge an – es ist nur zum Anschauen da.",
} as const;
