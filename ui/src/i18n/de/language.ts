//! German. Choosing LoGo's language in the settings, and the short rules
//! ("Regeln in Kürze") with their ways in from the Learn screen and the glossary.

export const language = {
  "settings.language": "Sprache · Language",
  "settings.languageIntro":
    "In welcher Sprache LoGo mit dir spricht. Die Wahl gilt sofort und bleibt nach einem Neustart erhalten.",
  "settings.languageChoices": "Sprache von LoGo",
  "settings.languageSystem": "Wie das System ({language})",
  "argument.language": "Sprache",
  "nav.rules": "Regeln in Kürze",
  "learn.rules": "Regeln in Kürze",
  "learn.rulesIntro": "Alle Regeln auf wenigen Seiten, mit Brettern zum Ausprobieren.",
  "glossary.rules": "Regeln in Kürze",
  "rules.back": "Zurück zum Lernen",
  "rules.finish": "Fertig",
} as const;
