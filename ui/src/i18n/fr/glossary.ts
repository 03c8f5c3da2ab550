//! French. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Glossaire",
  "glossary.search": "Chercher dans le glossaire",
  "glossary.searchPlaceholder": "Un terme, p. ex. liberté",
  "glossary.entries": "Entrées",
  "glossary.found":
    "{n, plural, =0 {Aucune entrée trouvée} one {# entrée trouvée} many {# entrées trouvées} other {# entrées trouvées}}",
  "glossary.back": "Retour",
  "glossary.english": "Anglais :",
  "glossary.japanese": "Japonais : {romaji}",
  "glossary.taughtIn": "Dans les leçons",
  "glossary.lessonLink": "Leçon {n, number} : {title}",
  "glossary.lessonPageLink": "Leçon {n, number} : {title}, page {page, number}",
  "glossary.unavailable": "(pas encore disponible)",
  "glossary.seeAlso": "Voir aussi",
  "glossary.choose": "Choisissez un terme à gauche.",
  "glossary.diagram": "Exemple : « {term} »",
  "glossary.loading": "Chargement du glossaire…",
};
