//! French. Choosing LoGo's language in the settings, and the short rules
//! (« Les règles en bref ») with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Langue · Language",
  "settings.languageIntro":
    "La langue dans laquelle LoGo s’adresse à vous. Votre choix s’applique tout de suite et reste valable après un redémarrage.",
  "settings.languageChoices": "Langue de LoGo",
  "settings.languageSystem": "Comme le système ({language})",
  "argument.language": "langue",
  "nav.rules": "Les règles en bref",
  "learn.rules": "Les règles en bref",
  "learn.rulesIntro": "Toutes les règles en quelques pages, avec des gobans pour les essayer.",
  "glossary.rules": "Les règles en bref",
  "rules.back": "Retour à Apprendre",
  "rules.finish": "Terminé",
};
