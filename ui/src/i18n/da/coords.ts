//! Danish. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Koordinater",
  "coords.toggle": "KOORD",
  "coords.notation": "Notation",
  "coords.notationLetters": "D4 (bogstav uden I, række talt nedefra)",
  "coords.notationSgf": "dp (SGF-bogstaver)",
  "coords.notationLeaflet": "d16 (lille bogstav, række talt oppefra)",
  "coords.input": "Skriv et punkt",
  "coords.unknown": "»{text}« er ikke et punkt på dette bræt – skriv det, som det står ved kanten.",
  "coords.notRemembered": "Brætterne følger med, men valget bliver ikke husket: {reason}",
  "settings.board": "Brætter",
  "settings.coordinates": "Vis koordinater på alle fire sider af hvert bræt (KOORD)",
  "coords.noMoves": "Dette bræt tager ikke imod træk – det er kun til at se på.",
};
