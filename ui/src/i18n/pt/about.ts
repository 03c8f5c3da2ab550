//! Portuguese. "About LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "Sobre o LoGo",
  "about.version": "Versão {version}",
  "about.tagline": "Aprender e jogar Go, e estudar partidas gravadas.",
  "about.dataDir": "Base de dados e configurações",
  "about.logDir": "Logs",
  "about.showData": "Mostrar a pasta de dados no gestor de arquivos",
  "about.showLogs": "Mostrar a pasta dos logs no gestor de arquivos",
  "about.show": "Mostrar",
  "about.ownLicence": "O próprio LoGo é distribuído sob a licença MIT.",
  "about.components": "Componentes incluídos e as suas licenças ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Textos das licenças",
  "about.noticesRegion": "Textos das licenças dos componentes incluídos",
  "about.noticesFailed": "Não foi possível carregar os textos das licenças.",
  "about.loading": "Carregando …",
  "about.loadFailed": "Não foi possível carregar as informações sobre o LoGo.",
};
