//! Portuguese. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Informações da partida",
  "info.result": "Resultado",
  "info.date": "Data",
  "info.dateFull": "{day}/{month}/{year}",
  "info.event": "Evento",
  "info.place": "Local",
  "info.gameName": "Nome",
  "info.size": "Tabuleiro",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Regras",
  "info.rulesUnknown": "desconhecidas (“{text}”); o LoGo usa as suas regras padrão",
  "info.rulesNone": "não indicadas; o LoGo usa as suas regras padrão",
  "info.komi": "Komi",
  "info.handicap": "Handicap",
  "info.time": "Tempo",
  "info.mainTime": "{time} para cada um",
  "info.mainTimes": "Preto {black}, Branco {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian":
    "{stones, plural, =1 {byo-yomi canadiano: 1 jogada em {time}} one {byo-yomi canadiano: # jogada em {time}} many {byo-yomi canadiano: # jogadas em {time}} other {byo-yomi canadiano: # jogadas em {time}}}",
  "info.opening": "Abertura",
  "info.annotator": "Comentada por",
  "info.source": "Fonte",
  "info.copyright": "Copyright",
  "info.application": "Programa",
};
