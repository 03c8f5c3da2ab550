//! Danish. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Partioplysninger",
  "info.result": "Resultat",
  "info.date": "Dato",
  "info.dateFull": "{day}.{month}.{year}",
  "info.event": "Turnering",
  "info.place": "Sted",
  "info.gameName": "Navn",
  "info.size": "Bræt",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Regler",
  "info.rulesUnknown": "ukendte (»{text}«), LoGo bruger sine standardregler",
  "info.rulesNone": "ikke angivet, LoGo bruger sine standardregler",
  "info.komi": "Komi",
  "info.handicap": "Handicap",
  "info.time": "Tid",
  "info.mainTime": "{time} til hver",
  "info.mainTimes": "Sort {black}, Hvid {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian": "{stones, plural, one {canadisk, # træk på {time}} other {canadisk, # træk på {time}}}",
  "info.opening": "Åbning",
  "info.annotator": "Kommenteret af",
  "info.source": "Kilde",
  "info.copyright": "Ophavsret",
  "info.application": "Program",
};
