//! Dutch. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Coördinaten",
  "coords.toggle": "COÖRD",
  "coords.notation": "Notatie",
  "coords.notationLetters": "D4 (letter zonder I, rij van onderen geteld)",
  "coords.notationSgf": "dp (SGF-letters)",
  "coords.notationLeaflet": "d16 (kleine letter, rij van boven geteld)",
  "coords.input": "Punt intypen",
  "coords.unknown": "“{text}” is geen punt van dit bord – schrijf het zoals het langs de rand staat.",
  "coords.notRemembered": "De borden volgen je keuze, maar die wordt niet onthouden: {reason}",
  "settings.board": "Borden",
  "settings.coordinates": "Coördinaten aan alle vier de kanten van elk bord tonen (COÖRD)",
  "coords.noMoves": "Op dit bord kun je geen zetten doen – het is alleen om naar te kijken.",
};
