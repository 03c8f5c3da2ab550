//! Portuguese. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Coordenadas",
  "coords.toggle": "COORD",
  "coords.notation": "Notação",
  "coords.notationLetters": "D4 (letras sem o I, linha contada de baixo)",
  "coords.notationSgf": "dp (letras do SGF)",
  "coords.notationLeaflet": "d16 (letra minúscula, linha contada de cima)",
  "coords.input": "Escrever um ponto",
  "coords.unknown": "“{text}” não é um ponto deste tabuleiro – escreva-o como aparece na margem.",
  "coords.notRemembered": "Os tabuleiros seguem a escolha, mas ela não fica memorizada: {reason}",
  "settings.board": "Tabuleiros",
  "settings.coordinates": "Mostrar as coordenadas nos quatro lados de cada tabuleiro (COORD)",
  "coords.noMoves": "Este tabuleiro não aceita jogadas – serve apenas para ver.",
};
