//! Italiano. Parole comuni a più schermate: colori, regolamenti, risultati.

import type { common as de } from "../de/common";
import type { Translation } from "../messages";

export const common: Translation<typeof de> = {
  "color.B": "Nero",
  "color.W": "Bianco",
  "preset.japanese": "Regole giapponesi",
  "preset.chinese": "Regole cinesi",
  "preset.aga": "Regole AGA",
  "preset.new-zealand": "Regole neozelandesi",
  "preset.tromp-taylor": "Tromp-Taylor (regole semplici)",
  "preset.custom": "Regole personalizzate",
  "result.score":
    "{points, plural, one {Il {color} vince di un punto.} many {Il {color} vince di # punti.} other {Il {color} vince di # punti.}}",
  "result.resignation": "Il {color} vince per abbandono.",
  "result.time": "Il {color} vince per tempo.",
  "result.draw": "La partita finisce in parità (jigo).",
  "result.noResult": "La partita finisce senza risultato.",
};
