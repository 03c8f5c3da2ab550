//! French. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Goban {width, number} × {height, number}",
  "board.black": "pierre noire",
  "board.white": "pierre blanche",
  "board.empty": "vide",
  "board.dead": "morte",
  "board.ghostB": "pierre noire en transparence",
  "board.ghostW": "pierre blanche en transparence",
  "board.territoryB": "territoire de Noir",
  "board.territoryW": "territoire de Blanc",
  "board.moveNumber": "coup {n}",
  "board.lastMove": "dernier coup",
  "board.ko": "ko",
  "board.circle": "cercle",
  "board.square": "carré",
  "board.triangle": "triangle",
  "board.cross": "croix",
  "board.markLabel": "étiquette {text}",
  "board.dame": "point neutre",
  "board.seki": "seki",
  "board.unsure": "proposition incertaine",
  "board.selected": "sélectionné",
  "board.dimmed": "assombri",
  "board.arrowTo": "flèche vers {point}",
  "board.arrowFrom": "flèche depuis {point}",
  "board.lineTo": "ligne vers {point}",
  "board.answerRight": "marqué comme bonne réponse",
  "board.answerWrong": "marqué comme mauvaise réponse",
};
