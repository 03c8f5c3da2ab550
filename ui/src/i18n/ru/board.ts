//! Russian. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Доска для го {width, number} × {height, number}",
  "board.black": "чёрный камень",
  "board.white": "белый камень",
  "board.empty": "пусто",
  "board.dead": "мёртвый",
  "board.ghostB": "полупрозрачный чёрный камень",
  "board.ghostW": "полупрозрачный белый камень",
  "board.territoryB": "территория чёрных",
  "board.territoryW": "территория белых",
  "board.moveNumber": "ход {n}",
  "board.lastMove": "последний ход",
  "board.ko": "ко",
  "board.circle": "круг",
  "board.square": "квадрат",
  "board.triangle": "треугольник",
  "board.cross": "крестик",
  "board.markLabel": "надпись {text}",
  "board.dame": "нейтральный пункт",
  "board.seki": "сэки",
  "board.unsure": "оценка неуверенная",
  "board.selected": "выбран",
  "board.dimmed": "затемнён",
  "board.arrowTo": "стрелка к {point}",
  "board.arrowFrom": "стрелка от {point}",
  "board.lineTo": "линия к {point}",
  "board.answerRight": "отмечен как верный ответ",
  "board.answerWrong": "отмечен как неверный ответ",
};
