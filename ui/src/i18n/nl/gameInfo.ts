//! Dutch. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Partijgegevens",
  "info.result": "Uitslag",
  "info.date": "Datum",
  "info.dateFull": "{day}-{month}-{year}",
  "info.event": "Toernooi",
  "info.place": "Plaats",
  "info.gameName": "Naam",
  "info.size": "Bord",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Regels",
  "info.rulesUnknown": "onbekend (“{text}”), LoGo gaat uit van zijn standaardregels",
  "info.rulesNone": "niet vermeld, LoGo gaat uit van zijn standaardregels",
  "info.komi": "Komi",
  "info.handicap": "Voorgift",
  "info.time": "Bedenktijd",
  "info.mainTime": "{time} per speler",
  "info.mainTimes": "Zwart {black}, Wit {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian": "{stones, plural, one {Canadees # zet in {time}} other {Canadees # zetten in {time}}}",
  "info.opening": "Opening",
  "info.annotator": "Commentaar van",
  "info.source": "Bron",
  "info.copyright": "Auteursrecht",
  "info.application": "Programma",
};
