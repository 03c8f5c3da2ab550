//! German. The shell's texts: loading, the navigation, the database banner.

export const app = {
  "app.loading": "LoGo wird geladen …",
  "app.loadFailed": "Die laufende Partie konnte nicht geladen werden.",
  "app.retry": "Erneut versuchen",
  "db.corrupt":
    "Die Datenbank ist beschädigt oder keine LoGo-Datei, daher funktioniert LoGo weiter, speichert aber nichts, und die Datei bleibt unverändert.",
  "db.locked":
    "Ein anderes Programm sperrt die Datenbank, daher funktioniert LoGo weiter, speichert aber nichts, und die Datei bleibt unverändert.",
  "db.read_only":
    "Die Datenbank oder ihr Ordner ist schreibgeschützt, daher funktioniert LoGo weiter, speichert aber nichts, und die Datei bleibt unverändert.",
  "db.disk_full":
    "Der Datenträger ist voll, daher funktioniert LoGo weiter, speichert aber nichts, und die Datenbank-Datei bleibt unverändert.",
  "db.newer_version":
    "Die Datenbank stammt aus einer neueren LoGo-Version, daher funktioniert LoGo weiter, speichert aber nichts, und die Datei bleibt unverändert.",
  "db.io":
    "Die Datenbank lässt sich nicht öffnen, daher funktioniert LoGo weiter, speichert aber nichts, und die Datei bleibt unverändert.",
  "db.path": "Datei: {path}",
  "db.dismiss": "Hinweis ausblenden",
  "nav.label": "Bereiche",
  "nav.play": "Spielen",
  "nav.review": "Nachspielen",
  "nav.settings": "Einstellungen",
  "nav.learn": "Lernen",
  "nav.lesson": "Lektion",
  "nav.glossary": "Glossar",
  "nav.about": "Über LoGo",
  "nav.library": "Bibliothek",
  "nav.dropHint": "Loslassen, um die SGF-Datei zum Nachspielen zu öffnen",
  "nav.dropImport": "Loslassen, um die Dateien und Ordner in die Bibliothek zu übernehmen",
} as const;
