//! Italiano. La schermata delle impostazioni e le sue sezioni (per ora: i programmi di Go).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Impostazioni",
  "settings.sections": "Sezioni delle impostazioni",
  "settings.engines": "Programmi di Go",
  "settings.enginesIntro":
    "Puoi giocare contro questi programmi. LoGo trova GNU Go da solo, se è installato; altri programmi che parlano il Go Text Protocol (GTP), come KataGo o Leela Zero, li aggiungi qui.",
  "settings.loading": "LoGo sta cercando i programmi …",
  "settings.noGnugo": "GNU Go non è installato. Su Debian e Ubuntu lo installa il pacchetto «gnugo».",
  "settings.gnugoFound": "trovato da LoGo",
  "settings.program": "Programma: {program}",
  "settings.args": "Argomenti: {args}",
  "settings.identity": "Si presenta come {name} {version}",
  "settings.silent": "Non ha ancora risposto",
  "settings.test": "Prova",
  "settings.testOf": "Prova {engine}",
  "settings.remove": "Rimuovi",
  "settings.removeOf": "Rimuovi {engine}",
  "settings.testing": "Il programma viene avviato e interrogato …",
  "settings.testResult":
    "{name} {version} risponde, parla GTP {protocol} e conosce {n, plural, one {un comando} many {# comandi} other {# comandi}}.",
  "settings.commands": "I suoi comandi",
  "settings.addTitle": "Aggiungi un programma",
  "settings.choose": "Scegli un programma …",
  "settings.chooseTitle": "Scegli un programma di Go",
  "settings.chosen": "Scelto: {program}",
  "settings.nothingChosen": "Nessun programma ancora scelto.",
  "settings.argsField": "Argomenti (come sulla riga di comando, per es.: gtp -config mio.cfg)",
  "settings.nameField": "Nome in LoGo (a tua scelta)",
  "settings.testChosen": "Prova",
  "settings.add": "Aggiungi",
  "settings.added": "{engine} ora è nell’elenco.",
  "settings.removed": "Il programma è stato tolto dall’elenco.",
  "settings.unreadable":
    "L’elenco dei programmi salvato viene da una versione più recente di LoGo o è danneggiato. Resta com’è; per ora non si possono né aggiungere né rimuovere programmi.",
};
