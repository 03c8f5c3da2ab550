//! English. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Game information",
  "info.result": "Result",
  "info.date": "Date",
  "info.dateFull": "{year}-{month}-{day}",
  "info.event": "Event",
  "info.place": "Place",
  "info.gameName": "Name",
  "info.size": "Board",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Rules",
  "info.rulesUnknown": "unknown (“{text}”), LoGo assumes its default rules",
  "info.rulesNone": "not given, LoGo assumes its default rules",
  "info.komi": "Komi",
  "info.handicap": "Handicap",
  "info.time": "Time",
  "info.mainTime": "{time} each",
  "info.mainTimes": "Black {black}, White {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian": "{stones, plural, one {Canadian # move in {time}} other {Canadian # moves in {time}}}",
  "info.opening": "Opening",
  "info.annotator": "Commented by",
  "info.source": "Source",
  "info.copyright": "Copyright",
  "info.application": "Program",
};
