//! Spanish. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Tablero de go de {width, number} × {height, number}",
  "board.black": "piedra negra",
  "board.white": "piedra blanca",
  "board.empty": "vacío",
  "board.dead": "muerta",
  "board.ghostB": "piedra negra en transparencia",
  "board.ghostW": "piedra blanca en transparencia",
  "board.territoryB": "territorio de Negro",
  "board.territoryW": "territorio de Blanco",
  "board.moveNumber": "jugada {n}",
  "board.lastMove": "última jugada",
  "board.ko": "ko",
  "board.circle": "círculo",
  "board.square": "cuadrado",
  "board.triangle": "triángulo",
  "board.cross": "cruz",
  "board.markLabel": "etiqueta {text}",
  "board.dame": "punto neutral",
  "board.seki": "seki",
  "board.unsure": "propuesta dudosa",
  "board.selected": "seleccionado",
  "board.dimmed": "atenuado",
  "board.arrowTo": "flecha hacia {point}",
  "board.arrowFrom": "flecha desde {point}",
  "board.lineTo": "línea hasta {point}",
  "board.answerRight": "marcado como respuesta correcta",
  "board.answerWrong": "marcado como respuesta incorrecta",
};
