//! English. Choosing LoGo's language in the settings, and the short rules
//! with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Language",
  "settings.languageIntro": "The language LoGo speaks to you. Your choice applies at once and is kept after a restart.",
  "settings.languageChoices": "LoGo's language",
  "settings.languageSystem": "As the system ({language})",
  "argument.language": "language",
  "nav.rules": "The rules in short",
  "learn.rules": "The rules in short",
  "learn.rulesIntro": "All the rules on a few pages, with boards to try them on.",
  "glossary.rules": "The rules in short",
  "rules.back": "Back to Learn",
  "rules.finish": "Done",
};
