//! Polish. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Słowniczek",
  "glossary.search": "Szukaj w słowniczku",
  "glossary.searchPlaceholder": "Termin, np. oddech",
  "glossary.entries": "Hasła",
  "glossary.found":
    "{n, plural, =0 {Nie znaleziono żadnego hasła} one {Znaleziono # hasło} few {Znaleziono # hasła} many {Znaleziono # haseł} other {Znaleziono # hasła}}",
  "glossary.back": "Wstecz",
  "glossary.english": "Po angielsku:",
  "glossary.japanese": "Po japońsku: {romaji}",
  "glossary.taughtIn": "W lekcjach",
  "glossary.lessonLink": "Lekcja {n, number}: {title}",
  "glossary.lessonPageLink": "Lekcja {n, number}: {title}, strona {page, number}",
  "glossary.unavailable": "(jeszcze niedostępne)",
  "glossary.seeAlso": "Zobacz też",
  "glossary.choose": "Wybierz termin z listy po lewej.",
  "glossary.diagram": "Przykład: {term}",
  "glossary.loading": "Wczytywanie słowniczka…",
};
