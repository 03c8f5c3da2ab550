//! Dutch. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Begrippenlijst",
  "glossary.search": "Zoeken in de begrippenlijst",
  "glossary.searchPlaceholder": "Een begrip, bijv. vrijheid",
  "glossary.entries": "Begrippen",
  "glossary.found": "{n, plural, =0 {Geen begrip gevonden} one {# begrip gevonden} other {# begrippen gevonden}}",
  "glossary.back": "Terug",
  "glossary.english": "Engels:",
  "glossary.japanese": "Japans: {romaji}",
  "glossary.taughtIn": "In de lessen",
  "glossary.lessonLink": "Les {n, number}: {title}",
  "glossary.lessonPageLink": "Les {n, number}: {title}, pagina {page, number}",
  "glossary.unavailable": "(nog niet beschikbaar)",
  "glossary.seeAlso": "Zie ook",
  "glossary.choose": "Kies links een begrip.",
  "glossary.diagram": "Voorbeeld van “{term}”",
  "glossary.loading": "De begrippenlijst wordt geladen …",
};
