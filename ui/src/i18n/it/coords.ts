//! Italiano. Le coordinate accanto a ogni goban: il pulsante COORD, la
//! notazione, l’inserimento di una coordinata.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Coordinate",
  "coords.toggle": "COORD",
  "coords.notation": "Notazione",
  "coords.notationLetters": "D4 (lettera senza la I, riga contata dal basso)",
  "coords.notationSgf": "dp (lettere SGF)",
  "coords.notationLeaflet": "d16 (lettera minuscola, riga contata dall’alto)",
  "coords.input": "Scrivi un punto",
  "coords.unknown": "«{text}» non è un punto di questo goban: scrivilo come appare sul bordo.",
  "coords.notRemembered": "I goban si aggiornano, ma la scelta non verrà ricordata: {reason}",
  "settings.board": "Goban",
  "settings.coordinates": "Mostra le coordinate su tutti e quattro i lati di ogni goban (COORD)",
  "coords.noMoves": "Questo goban non accetta mosse: serve solo da guardare.",
};
