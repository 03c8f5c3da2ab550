//! Polish. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Współrzędne",
  "coords.toggle": "WSP",
  "coords.notation": "Zapis",
  "coords.notationLetters": "D4 (litera bez I, rząd liczony od dołu)",
  "coords.notationSgf": "dp (litery SGF)",
  "coords.notationLeaflet": "d16 (mała litera, rząd liczony od góry)",
  "coords.input": "Wpisz punkt",
  "coords.unknown": "„{text}” to nie jest punkt tej planszy – wpisz go tak, jak pokazuje brzeg planszy.",
  "coords.notRemembered": "Plansze się zmieniły, ale ten wybór nie zostanie zapamiętany: {reason}",
  "settings.board": "Plansze",
  "settings.coordinates": "Pokazuj współrzędne po wszystkich czterech stronach każdej planszy (WSP)",
  "coords.noMoves": "Na tej planszy nie można wykonywać ruchów – służy tylko do oglądania.",
};
