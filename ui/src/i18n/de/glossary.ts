//! German. The glossary screen.

export const glossary = {
  "glossary.title": "Glossar",
  "glossary.search": "Im Glossar suchen",
  "glossary.searchPlaceholder": "Begriff, z. B. Freiheit",
  "glossary.entries": "Einträge",
  "glossary.found": "{n, plural, =0 {Kein Eintrag gefunden} one {# Eintrag gefunden} other {# Einträge gefunden}}",
  "glossary.back": "Zurück",
  "glossary.english": "Englisch:",
  "glossary.japanese": "Japanisch: {romaji}",
  "glossary.taughtIn": "In den Lektionen",
  "glossary.lessonLink": "Lektion {n, number}: {title}",
  "glossary.lessonPageLink": "Lektion {n, number}: {title}, Seite {page, number}",
  "glossary.unavailable": "(noch nicht verfügbar)",
  "glossary.seeAlso": "Siehe auch",
  "glossary.choose": "Wähle links einen Begriff.",
  "glossary.diagram": "Beispiel zu „{term}“",
  "glossary.loading": "Das Glossar wird geladen …",
} as const;
