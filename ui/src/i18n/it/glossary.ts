//! Italiano. La schermata del glossario.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Glossario",
  "glossary.search": "Cerca nel glossario",
  "glossary.searchPlaceholder": "Un termine, per es. libertà",
  "glossary.entries": "Voci",
  "glossary.found":
    "{n, plural, =0 {Nessuna voce trovata} one {# voce trovata} many {# voci trovate} other {# voci trovate}}",
  "glossary.back": "Indietro",
  "glossary.english": "Inglese:",
  "glossary.japanese": "Giapponese: {romaji}",
  "glossary.taughtIn": "Nelle lezioni",
  "glossary.lessonLink": "Lezione {n, number}: {title}",
  "glossary.lessonPageLink": "Lezione {n, number}: {title}, pagina {page, number}",
  "glossary.unavailable": "(non ancora disponibile)",
  "glossary.seeAlso": "Vedi anche",
  "glossary.choose": "Scegli un termine a sinistra.",
  "glossary.diagram": "Esempio di «{term}»",
  "glossary.loading": "Caricamento del glossario …",
};
