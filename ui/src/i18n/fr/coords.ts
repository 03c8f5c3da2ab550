//! French. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Coordonnées",
  "coords.toggle": "COORD",
  "coords.notation": "Notation",
  "coords.notationLetters": "D4 (lettre sans I, ligne comptée depuis le bas)",
  "coords.notationSgf": "dp (lettres SGF)",
  "coords.notationLeaflet": "d16 (lettre minuscule, ligne comptée depuis le haut)",
  "coords.input": "Saisir un point",
  "coords.unknown": "« {text} » n’est pas un point de ce goban – écrivez-le comme sur le bord.",
  "coords.notRemembered": "L’affichage change, mais ce choix ne sera pas conservé : {reason}",
  "settings.board": "Gobans",
  "settings.coordinates": "Afficher les coordonnées sur les quatre côtés de chaque goban (COORD)",
  "coords.noMoves": "Ce goban n’accepte aucun coup – il est seulement là pour être regardé.",
};
