//! Portuguese. The glossary screen.

import type { glossary as de } from "../de/glossary";
import type { Translation } from "../messages";

export const glossary: Translation<typeof de> = {
  "glossary.title": "Glossário",
  "glossary.search": "Pesquisar no glossário",
  "glossary.searchPlaceholder": "Um termo, p. ex. liberdade",
  "glossary.entries": "Entradas",
  "glossary.found":
    "{n, plural, =0 {Nenhuma entrada encontrada} one {# entrada encontrada} many {# entradas encontradas} other {# entradas encontradas}}",
  "glossary.back": "Voltar",
  "glossary.english": "Inglês:",
  "glossary.japanese": "Japonês: {romaji}",
  "glossary.taughtIn": "Nas lições",
  "glossary.lessonLink": "Lição {n, number}: {title}",
  "glossary.lessonPageLink": "Lição {n, number}: {title}, página {page, number}",
  "glossary.unavailable": "(ainda não disponível)",
  "glossary.seeAlso": "Ver também",
  "glossary.choose": "Escolha um termo à esquerda.",
  "glossary.diagram": "Exemplo de “{term}”",
  "glossary.loading": "Carregando o glossário …",
};
