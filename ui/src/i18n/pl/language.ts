//! Polish. Choosing LoGo's language in the settings, and the short rules
//! with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Język · Language",
  "settings.languageIntro":
    "Język, w którym LoGo do ciebie mówi. Wybór działa od razu i zostaje zapamiętany po ponownym uruchomieniu.",
  "settings.languageChoices": "Język LoGo",
  "settings.languageSystem": "Jak w systemie ({language})",
  "argument.language": "język",
  "nav.rules": "Zasady w skrócie",
  "learn.rules": "Zasady w skrócie",
  "learn.rulesIntro": "Wszystkie zasady na kilku stronach, z planszami do wypróbowania.",
  "glossary.rules": "Zasady w skrócie",
  "rules.back": "Wróć do nauki",
  "rules.finish": "Gotowe",
};
