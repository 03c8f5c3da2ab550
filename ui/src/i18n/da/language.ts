//! Danish. Choosing LoGo's language in the settings, and the short rules
//! with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Sprog · Language",
  "settings.languageIntro": "Det sprog, LoGo taler til dig. Dit valg gælder med det samme og huskes efter en genstart.",
  "settings.languageChoices": "LoGos sprog",
  "settings.languageSystem": "Som systemet ({language})",
  "argument.language": "sprog",
  "nav.rules": "Reglerne kort",
  "learn.rules": "Reglerne kort",
  "learn.rulesIntro": "Alle regler på få sider, med brætter, hvor du kan prøve dem af.",
  "glossary.rules": "Reglerne kort",
  "rules.back": "Tilbage til Lær",
  "rules.finish": "Færdig",
};
