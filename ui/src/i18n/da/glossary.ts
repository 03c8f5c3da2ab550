//! Danish. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Ordliste",
  "glossary.search": "Søg i ordlisten",
  "glossary.searchPlaceholder": "Et begreb, f.eks. frihed",
  "glossary.entries": "Opslag",
  "glossary.found": "{n, plural, =0 {Intet opslag fundet} one {# opslag fundet} other {# opslag fundet}}",
  "glossary.back": "Tilbage",
  "glossary.english": "Engelsk:",
  "glossary.japanese": "Japansk: {romaji}",
  "glossary.taughtIn": "I lektionerne",
  "glossary.lessonLink": "Lektion {n, number}: {title}",
  "glossary.lessonPageLink": "Lektion {n, number}: {title}, side {page, number}",
  "glossary.unavailable": "(ikke tilgængelig endnu)",
  "glossary.seeAlso": "Se også",
  "glossary.choose": "Vælg et begreb til venstre.",
  "glossary.diagram": "Eksempel på »{term}«",
  "glossary.loading": "Indlæser ordlisten …",
};
