//! Portuguese. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Tabuleiro de Go {width, number} × {height, number}",
  "board.black": "pedra preta",
  "board.white": "pedra branca",
  "board.empty": "vazio",
  "board.dead": "morta",
  "board.ghostB": "pedra preta semitransparente",
  "board.ghostW": "pedra branca semitransparente",
  "board.territoryB": "território do Preto",
  "board.territoryW": "território do Branco",
  "board.moveNumber": "jogada {n}",
  "board.lastMove": "última jogada",
  "board.ko": "ko",
  "board.circle": "círculo",
  "board.square": "quadrado",
  "board.triangle": "triângulo",
  "board.cross": "cruz",
  "board.markLabel": "etiqueta {text}",
  "board.dame": "ponto neutro",
  "board.seki": "seki",
  "board.unsure": "proposta incerta",
  "board.selected": "selecionado",
  "board.dimmed": "atenuado",
  "board.arrowTo": "seta para {point}",
  "board.arrowFrom": "seta a partir de {point}",
  "board.lineTo": "linha até {point}",
  "board.answerRight": "marcado como resposta certa",
  "board.answerWrong": "marcado como resposta errada",
};
