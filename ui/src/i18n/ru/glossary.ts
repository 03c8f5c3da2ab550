//! Russian. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Словарь",
  "glossary.search": "Поиск по словарю",
  "glossary.searchPlaceholder": "Термин, например атари",
  "glossary.entries": "Статьи",
  "glossary.found":
    "{n, plural, =0 {Ничего не найдено} one {Найдена # статья} few {Найдено # статьи} many {Найдено # статей} other {Найдено # статьи}}",
  "glossary.back": "Назад",
  "glossary.english": "По-английски:",
  "glossary.japanese": "По-японски: {romaji}",
  "glossary.taughtIn": "В уроках",
  "glossary.lessonLink": "Урок {n, number}: {title}",
  "glossary.lessonPageLink": "Урок {n, number}: {title}, страница {page, number}",
  "glossary.unavailable": "(пока недоступно)",
  "glossary.seeAlso": "См. также",
  "glossary.choose": "Выберите термин слева.",
  "glossary.diagram": "Пример: «{term}»",
  "glossary.loading": "Словарь загружается…",
};
