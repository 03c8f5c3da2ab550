//! Polish. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Informacje o partii",
  "info.result": "Wynik",
  "info.date": "Data",
  "info.dateFull": "{day}.{month}.{year}",
  "info.event": "Turniej",
  "info.place": "Miejsce",
  "info.gameName": "Nazwa",
  "info.size": "Plansza",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Zasady",
  "info.rulesUnknown": "nieznane („{text}”), LoGo przyjmuje swoje domyślne zasady",
  "info.rulesNone": "nie podano, LoGo przyjmuje swoje domyślne zasady",
  "info.komi": "Komi",
  "info.handicap": "Handicap",
  "info.time": "Czas",
  "info.mainTime": "po {time} na gracza",
  "info.mainTimes": "Czarny {black}, Biały {white}",
  "info.byoyomi": "byo-yomi {periods, number} × {time}",
  "info.canadian":
    "{stones, plural, one {kanadyjski: # ruch w {time}} few {kanadyjski: # ruchy w {time}} many {kanadyjski: # ruchów w {time}} other {kanadyjski: # ruchu w {time}}}",
  "info.opening": "Otwarcie",
  "info.annotator": "Autor komentarza",
  "info.source": "Źródło",
  "info.copyright": "Prawa autorskie",
  "info.application": "Program",
};
