//! French. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Informations sur la partie",
  "info.result": "Résultat",
  "info.date": "Date",
  "info.dateFull": "{day}/{month}/{year}",
  "info.event": "Événement",
  "info.place": "Lieu",
  "info.gameName": "Nom",
  "info.size": "Goban",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Règles",
  "info.rulesUnknown": "inconnues (« {text} »), LoGo applique ses règles par défaut",
  "info.rulesNone": "non indiquées, LoGo applique ses règles par défaut",
  "info.komi": "Komi",
  "info.handicap": "Handicap",
  "info.time": "Temps",
  "info.mainTime": "{time} chacun",
  "info.mainTimes": "Noir {black}, Blanc {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian":
    "{stones, plural, one {canadien : # coup en {time}} many {canadien : # coups en {time}} other {canadien : # coups en {time}}}",
  "info.opening": "Ouverture",
  "info.annotator": "Commentée par",
  "info.source": "Source",
  "info.copyright": "Droits d’auteur",
  "info.application": "Programme",
};
