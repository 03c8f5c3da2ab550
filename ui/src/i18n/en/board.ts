//! English. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Go board {width, number} × {height, number}",
  "board.black": "black stone",
  "board.white": "white stone",
  "board.empty": "empty",
  "board.dead": "dead",
  "board.ghostB": "black stone shown faintly",
  "board.ghostW": "white stone shown faintly",
  "board.territoryB": "Black's territory",
  "board.territoryW": "White's territory",
  "board.moveNumber": "move {n}",
  "board.lastMove": "last move",
  "board.ko": "ko",
  "board.circle": "circle",
  "board.square": "square",
  "board.triangle": "triangle",
  "board.cross": "cross",
  "board.markLabel": "label {text}",
  "board.dame": "neutral point",
  "board.seki": "seki",
  "board.unsure": "proposal unsure",
  "board.selected": "selected",
  "board.dimmed": "dimmed",
  "board.arrowTo": "arrow to {point}",
  "board.arrowFrom": "arrow from {point}",
  "board.lineTo": "line to {point}",
  "board.answerRight": "marked as a right answer",
  "board.answerWrong": "marked as a wrong answer",
};
