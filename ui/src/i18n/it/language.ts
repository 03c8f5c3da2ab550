//! Italiano. La scelta della lingua di LoGo nelle impostazioni, e le regole
//! in breve con i loro accessi dalla schermata Impara e dal glossario.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Lingua · Language",
  "settings.languageIntro": "La lingua in cui LoGo ti parla. La scelta vale subito e resta anche dopo un riavvio.",
  "settings.languageChoices": "Lingua di LoGo",
  "settings.languageSystem": "Come il sistema ({language})",
  "argument.language": "lingua",
  "nav.rules": "Le regole in breve",
  "learn.rules": "Le regole in breve",
  "learn.rulesIntro": "Tutte le regole in poche pagine, con goban su cui provarle.",
  "glossary.rules": "Le regole in breve",
  "rules.back": "Torna a Impara",
  "rules.finish": "Fatto",
};
