//! English. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Glossary",
  "glossary.search": "Search the glossary",
  "glossary.searchPlaceholder": "A term, e.g. liberty",
  "glossary.entries": "Entries",
  "glossary.found": "{n, plural, =0 {No entry found} one {# entry found} other {# entries found}}",
  "glossary.back": "Back",
  "glossary.english": "English:",
  "glossary.japanese": "Japanese: {romaji}",
  "glossary.taughtIn": "In the lessons",
  "glossary.lessonLink": "Lesson {n, number}: {title}",
  "glossary.lessonPageLink": "Lesson {n, number}: {title}, page {page, number}",
  "glossary.unavailable": "(not available yet)",
  "glossary.seeAlso": "See also",
  "glossary.choose": "Choose a term on the left.",
  "glossary.diagram": "Example of “{term}”",
  "glossary.loading": "Loading the glossary …",
};
