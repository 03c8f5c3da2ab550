//! Portuguese. Choosing LoGo's language in the settings, and the short rules
//! with their ways in from the Learn screen and the glossary.

import type { language as german } from "../de/language";
import type { Translation } from "../messages";

export const language: Translation<typeof german> = {
  "settings.language": "Idioma · Language",
  "settings.languageIntro":
    "O idioma em que o LoGo apresenta tudo. A escolha vale de imediato e mantém-se depois de reiniciar.",
  "settings.languageChoices": "Idioma do LoGo",
  "settings.languageSystem": "Como o sistema ({language})",
  "argument.language": "idioma",
  "nav.rules": "As regras em resumo",
  "learn.rules": "As regras em resumo",
  "learn.rulesIntro": "Todas as regras em poucas páginas, com tabuleiros para as experimentar.",
  "glossary.rules": "As regras em resumo",
  "rules.back": "Voltar a Aprender",
  "rules.finish": "Concluído",
};
