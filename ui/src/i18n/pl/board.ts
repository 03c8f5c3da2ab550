//! Polish. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Plansza do go {width, number} × {height, number}",
  "board.black": "czarny kamień",
  "board.white": "biały kamień",
  "board.empty": "pusty",
  "board.dead": "martwy",
  "board.ghostB": "czarny kamień, ledwo widoczny",
  "board.ghostW": "biały kamień, ledwo widoczny",
  "board.territoryB": "terytorium Czarnego",
  "board.territoryW": "terytorium Białego",
  "board.moveNumber": "ruch {n}",
  "board.lastMove": "ostatni ruch",
  "board.ko": "ko",
  "board.circle": "kółko",
  "board.square": "kwadrat",
  "board.triangle": "trójkąt",
  "board.cross": "krzyżyk",
  "board.markLabel": "etykieta {text}",
  "board.dame": "punkt neutralny",
  "board.seki": "seki",
  "board.unsure": "propozycja niepewna",
  "board.selected": "zaznaczony",
  "board.dimmed": "przyciemniony",
  "board.arrowTo": "strzałka do {point}",
  "board.arrowFrom": "strzałka od {point}",
  "board.lineTo": "linia do {point}",
  "board.answerRight": "zaznaczony jako dobra odpowiedź",
  "board.answerWrong": "zaznaczony jako zła odpowiedź",
};
