//! Italiano. I testi della cornice: caricamento, navigazione, avviso sul database.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "Caricamento di LoGo …",
  "app.loadFailed": "Non è stato possibile caricare la partita in corso.",
  "app.retry": "Riprova",
  "db.corrupt":
    "Il database è danneggiato o non è un file di LoGo: LoGo continua a funzionare ma non salva nulla, e il file resta intatto.",
  "db.locked":
    "Un altro programma ha bloccato il database: LoGo continua a funzionare ma non salva nulla, e il file resta intatto.",
  "db.read_only":
    "Il database o la sua cartella sono di sola lettura: LoGo continua a funzionare ma non salva nulla, e il file resta intatto.",
  "db.disk_full":
    "Il disco è pieno: LoGo continua a funzionare ma non salva nulla, e il file del database resta intatto.",
  "db.newer_version":
    "Il database viene da una versione più recente di LoGo: LoGo continua a funzionare ma non salva nulla, e il file resta intatto.",
  "db.io":
    "Non è possibile aprire il database: LoGo continua a funzionare ma non salva nulla, e il file resta intatto.",
  "db.path": "File: {path}",
  "db.dismiss": "Nascondi questo avviso",
  "nav.label": "Sezioni",
  "nav.play": "Gioca",
  "nav.review": "Rivedi",
  "nav.settings": "Impostazioni",
  "nav.learn": "Impara",
  "nav.lesson": "Lezione",
  "nav.glossary": "Glossario",
  "nav.about": "Informazioni su LoGo",
  "nav.dropHint": "Rilascia qui per aprire il file SGF e rivedere la partita",
  "nav.library": "Biblioteca",
  "nav.dropImport": "Rilascia qui per importare i file e le cartelle nella biblioteca",
};
