//! Spanish. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Coordenadas",
  "coords.toggle": "COORD",
  "coords.notation": "Notación",
  "coords.notationLetters": "D4 (letra sin la I, fila desde abajo)",
  "coords.notationSgf": "dp (letras SGF)",
  "coords.notationLeaflet": "d16 (letra minúscula, fila desde arriba)",
  "coords.input": "Escribe un punto",
  "coords.unknown": "«{text}» no es un punto de este tablero: escríbelo tal como aparece en el borde.",
  "coords.notRemembered": "Los tableros se actualizan, pero la elección no se recordará: {reason}",
  "settings.board": "Tableros",
  "settings.coordinates": "Mostrar las coordenadas en los cuatro lados de cada tablero (COORD)",
  "coords.noMoves": "Este tablero no admite jugadas: solo está para mirarlo.",
};
