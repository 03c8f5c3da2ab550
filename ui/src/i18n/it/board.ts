//! Italiano. I nomi accessibili del goban: cosa c’è su un punto, segni, linee.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Goban {width, number} × {height, number}",
  "board.black": "pietra nera",
  "board.white": "pietra bianca",
  "board.empty": "vuoto",
  "board.dead": "morta",
  "board.ghostB": "pietra nera in trasparenza",
  "board.ghostW": "pietra bianca in trasparenza",
  "board.territoryB": "territorio del Nero",
  "board.territoryW": "territorio del Bianco",
  "board.moveNumber": "mossa {n}",
  "board.lastMove": "ultima mossa",
  "board.ko": "ko",
  "board.circle": "cerchio",
  "board.square": "quadrato",
  "board.triangle": "triangolo",
  "board.cross": "croce",
  "board.markLabel": "etichetta {text}",
  "board.dame": "punto neutro",
  "board.seki": "seki",
  "board.unsure": "proposta incerta",
  "board.selected": "selezionato",
  "board.dimmed": "attenuato",
  "board.arrowTo": "freccia verso {point}",
  "board.arrowFrom": "freccia da {point}",
  "board.lineTo": "linea verso {point}",
  "board.answerRight": "segnato come risposta giusta",
  "board.answerWrong": "segnato come risposta sbagliata",
};
