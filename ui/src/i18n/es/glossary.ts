//! Spanish. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Glosario",
  "glossary.search": "Buscar en el glosario",
  "glossary.searchPlaceholder": "Un término, p. ej. libertad",
  "glossary.entries": "Entradas",
  "glossary.found":
    "{n, plural, =0 {No se ha encontrado ninguna entrada} one {# entrada encontrada} many {# entradas encontradas} other {# entradas encontradas}}",
  "glossary.back": "Volver",
  "glossary.english": "En inglés:",
  "glossary.japanese": "En japonés: {romaji}",
  "glossary.taughtIn": "En las lecciones",
  "glossary.lessonLink": "Lección {n, number}: {title}",
  "glossary.lessonPageLink": "Lección {n, number}: {title}, página {page, number}",
  "glossary.unavailable": "(todavía no disponible)",
  "glossary.seeAlso": "Véase también",
  "glossary.choose": "Elige un término a la izquierda.",
  "glossary.diagram": "Ejemplo de «{term}»",
  "glossary.loading": "Cargando el glosario…",
};
