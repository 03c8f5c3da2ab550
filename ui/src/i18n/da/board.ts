//! Danish. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Go-bræt {width, number} × {height, number}",
  "board.black": "sort sten",
  "board.white": "hvid sten",
  "board.empty": "tomt",
  "board.dead": "død",
  "board.ghostB": "svagt vist sort sten",
  "board.ghostW": "svagt vist hvid sten",
  "board.territoryB": "Sorts territorium",
  "board.territoryW": "Hvids territorium",
  "board.moveNumber": "træk {n}",
  "board.lastMove": "seneste træk",
  "board.ko": "ko",
  "board.circle": "cirkel",
  "board.square": "firkant",
  "board.triangle": "trekant",
  "board.cross": "kryds",
  "board.markLabel": "mærke {text}",
  "board.dame": "neutralt punkt",
  "board.seki": "seki",
  "board.unsure": "usikkert forslag",
  "board.selected": "valgt",
  "board.dimmed": "nedtonet",
  "board.arrowTo": "pil til {point}",
  "board.arrowFrom": "pil fra {point}",
  "board.lineTo": "linje til {point}",
  "board.answerRight": "markeret som rigtigt svar",
  "board.answerWrong": "markeret som forkert svar",
};
