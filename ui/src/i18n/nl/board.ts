//! Dutch. The board's accessible names: what lies on a point, marks, lines.

import type { board as de } from "../de/board";
import type { Translation } from "../messages";

export const board: Translation<typeof de> = {
  "board.label": "Gobord {width, number} × {height, number}",
  "board.black": "zwarte steen",
  "board.white": "witte steen",
  "board.empty": "leeg",
  "board.dead": "dood",
  "board.ghostB": "zwarte steen, vaag getoond",
  "board.ghostW": "witte steen, vaag getoond",
  "board.territoryB": "gebied van Zwart",
  "board.territoryW": "gebied van Wit",
  "board.moveNumber": "zet {n}",
  "board.lastMove": "laatste zet",
  "board.ko": "ko",
  "board.circle": "cirkel",
  "board.square": "vierkant",
  "board.triangle": "driehoek",
  "board.cross": "kruisje",
  "board.markLabel": "label {text}",
  "board.dame": "neutraal punt",
  "board.seki": "seki",
  "board.unsure": "voorstel onzeker",
  "board.selected": "gekozen",
  "board.dimmed": "gedimd",
  "board.arrowTo": "pijl naar {point}",
  "board.arrowFrom": "pijl vanaf {point}",
  "board.lineTo": "lijn naar {point}",
  "board.answerRight": "gemarkeerd als goed antwoord",
  "board.answerWrong": "gemarkeerd als fout antwoord",
};
