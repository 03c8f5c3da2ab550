//! Spanish. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Datos de la partida",
  "info.result": "Resultado",
  "info.date": "Fecha",
  "info.dateFull": "{day}/{month}/{year}",
  "info.event": "Torneo",
  "info.place": "Lugar",
  "info.gameName": "Nombre",
  "info.size": "Tablero",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Reglas",
  "info.rulesUnknown": "desconocidas («{text}»); LoGo usa sus reglas predeterminadas",
  "info.rulesNone": "no indicadas; LoGo usa sus reglas predeterminadas",
  "info.komi": "Komi",
  "info.handicap": "Hándicap",
  "info.time": "Tiempo",
  "info.mainTime": "{time} por jugador",
  "info.mainTimes": "Negro {black}, Blanco {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian":
    "{stones, plural, one {canadiense: # jugada en {time}} many {canadiense: # jugadas en {time}} other {canadiense: # jugadas en {time}}}",
  "info.opening": "Apertura",
  "info.annotator": "Comentada por",
  "info.source": "Fuente",
  "info.copyright": "Derechos",
  "info.application": "Programa",
};
