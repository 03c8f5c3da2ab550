//! Dutch. Choosing LoGo's language in the settings, and the short rules
//! ("De regels in het kort") with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Taal · Language",
  "settings.languageIntro":
    "De taal waarin LoGo met je praat. Je keuze geldt meteen en blijft na een herstart bewaard.",
  "settings.languageChoices": "Taal van LoGo",
  "settings.languageSystem": "Zoals het systeem ({language})",
  "argument.language": "taal",
  "nav.rules": "De regels in het kort",
  "learn.rules": "De regels in het kort",
  "learn.rulesIntro": "Alle regels op een paar pagina’s, met borden om ze meteen uit te proberen.",
  "glossary.rules": "De regels in het kort",
  "rules.back": "Terug naar Leren",
  "rules.finish": "Klaar",
};
