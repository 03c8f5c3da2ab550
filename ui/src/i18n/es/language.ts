//! Spanish. Choosing LoGo's language in the settings, and the short rules
//! with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Idioma · Language",
  "settings.languageIntro":
    "El idioma en el que te habla LoGo. Tu elección se aplica al momento y se mantiene al reiniciar.",
  "settings.languageChoices": "Idioma de LoGo",
  "settings.languageSystem": "El del sistema ({language})",
  "argument.language": "idioma",
  "nav.rules": "Las reglas en breve",
  "learn.rules": "Las reglas en breve",
  "learn.rulesIntro": "Todas las reglas en unas pocas páginas, con tableros para probarlas.",
  "glossary.rules": "Las reglas en breve",
  "rules.back": "Volver a Aprender",
  "rules.finish": "Terminado",
};
