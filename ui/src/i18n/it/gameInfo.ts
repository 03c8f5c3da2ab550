//! Italiano. Le informazioni di partita di un file SGF, come le elenca la schermata di revisione.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Informazioni sulla partita",
  "info.result": "Risultato",
  "info.date": "Data",
  "info.dateFull": "{day}/{month}/{year}",
  "info.event": "Torneo",
  "info.place": "Luogo",
  "info.gameName": "Nome",
  "info.size": "Goban",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Regole",
  "info.rulesUnknown": "sconosciute («{text}»), LoGo usa le sue regole predefinite",
  "info.rulesNone": "non indicate, LoGo usa le sue regole predefinite",
  "info.komi": "Komi",
  "info.handicap": "Handicap",
  "info.time": "Tempo",
  "info.mainTime": "{time} a testa",
  "info.mainTimes": "Nero {black}, Bianco {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian":
    "{stones, plural, one {canadese: # mossa in {time}} many {canadese: # mosse in {time}} other {canadese: # mosse in {time}}}",
  "info.opening": "Apertura",
  "info.annotator": "Commento di",
  "info.source": "Fonte",
  "info.copyright": "Copyright",
  "info.application": "Programma",
};
