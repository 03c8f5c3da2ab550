//! Italiano. "Informazioni su LoGo": versione, cartelle, licenze.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "Informazioni su LoGo",
  "about.version": "Versione {version}",
  "about.tagline": "Impara e gioca a Go, e rivedi le partite.",
  "about.dataDir": "Database e impostazioni",
  "about.logDir": "Log",
  "about.showData": "Apri la cartella dei dati nel gestore file",
  "about.showLogs": "Apri la cartella dei log nel gestore file",
  "about.show": "Apri",
  "about.ownLicence": "LoGo è distribuito con licenza MIT.",
  "about.components": "Componenti inclusi e relative licenze ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Testi delle licenze",
  "about.noticesRegion": "Testi delle licenze dei componenti inclusi",
  "about.noticesFailed": "Non è stato possibile caricare i testi delle licenze.",
  "about.loading": "Caricamento …",
  "about.loadFailed": "Non è stato possibile caricare le informazioni su LoGo.",
};
