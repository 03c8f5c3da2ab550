//! English. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Coordinates",
  "coords.toggle": "COORD",
  "coords.notation": "Notation",
  "coords.notationLetters": "D4 (letter without I, row from the bottom)",
  "coords.notationSgf": "dp (SGF letters)",
  "coords.notationLeaflet": "d16 (lower-case letter, row from the top)",
  "coords.input": "Type a point",
  "coords.unknown": "“{text}” is no point of this board – write it as the edge shows it.",
  "coords.notRemembered": "The boards follow, but the choice is not remembered: {reason}",
  "settings.board": "Boards",
  "settings.coordinates": "Show coordinates on all four sides of every board (COORD)",
  "coords.noMoves": "This board takes no moves – it is only there to look at.",
};
