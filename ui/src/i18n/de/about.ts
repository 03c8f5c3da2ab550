//! German. "Über LoGo": version, folders, licences.

export const about = {
  "about.title": "Über LoGo",
  "about.version": "Version {version}",
  "about.tagline": "Go lernen, spielen und Partien nachspielen.",
  "about.dataDir": "Datenbank und Einstellungen",
  "about.logDir": "Protokolle",
  "about.showData": "Datenordner im Dateimanager zeigen",
  "about.showLogs": "Protokollordner im Dateimanager zeigen",
  "about.show": "Zeigen",
  "about.ownLicence": "LoGo selbst steht unter der MIT-Lizenz.",
  "about.components": "Enthaltene Komponenten und ihre Lizenzen ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Lizenztexte",
  "about.noticesRegion": "Lizenztexte der enthaltenen Komponenten",
  "about.noticesFailed": "Die Lizenztexte konnten nicht geladen werden.",
  "about.loading": "Wird geladen …",
  "about.loadFailed": "Die Angaben über LoGo konnten nicht geladen werden.",
} as const;
