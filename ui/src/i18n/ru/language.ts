//! Russian. Choosing LoGo's language in the settings, and the short rules
//! with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Язык · Language",
  "settings.languageIntro":
    "Язык, на котором LoGo с вами говорит. Выбор действует сразу и сохраняется после перезапуска.",
  "settings.languageChoices": "Язык LoGo",
  "settings.languageSystem": "Как в системе ({language})",
  "argument.language": "язык",
  "nav.rules": "Правила вкратце",
  "learn.rules": "Правила вкратце",
  "learn.rulesIntro": "Все правила на нескольких страницах, с досками, на которых их можно опробовать.",
  "glossary.rules": "Правила вкратце",
  "rules.back": "Назад к обучению",
  "rules.finish": "Готово",
};
