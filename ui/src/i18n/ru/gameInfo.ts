//! Russian. The game information of an SGF record, as the review screen lists it.

import type { gameInfo as de } from "../de/gameInfo";
import type { Translation } from "../messages";

export const gameInfo: Translation<typeof de> = {
  "info.title": "Сведения о партии",
  "info.result": "Результат",
  "info.date": "Дата",
  "info.dateFull": "{day}.{month}.{year}",
  "info.event": "Турнир",
  "info.place": "Место",
  "info.gameName": "Название",
  "info.size": "Доска",
  "info.sizeValue": "{width, number} × {height, number}",
  "info.rules": "Правила",
  "info.rulesUnknown": "неизвестные («{text}»), LoGo применяет свои правила по умолчанию",
  "info.rulesNone": "не указаны, LoGo применяет свои правила по умолчанию",
  "info.komi": "Коми",
  "info.handicap": "Фора",
  "info.time": "Время",
  "info.mainTime": "по {time} каждому",
  "info.mainTimes": "чёрным {black}, белым {white}",
  "info.byoyomi": "бёёми {periods, number} × {time}",
  "info.canadian":
    "{stones, plural, one {канадское: # ход за {time}} few {канадское: # хода за {time}} many {канадское: # ходов за {time}} other {канадское: # хода за {time}}}",
  "info.opening": "Дебют",
  "info.annotator": "Комментатор",
  "info.source": "Источник",
  "info.copyright": "Авторские права",
  "info.application": "Программа",
};
