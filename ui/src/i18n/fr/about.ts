//! French. « À propos de LoGo » : version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "À propos de LoGo",
  "about.version": "Version {version}",
  "about.tagline": "Apprendre le go, y jouer et rejouer des parties.",
  "about.dataDir": "Base de données et réglages",
  "about.logDir": "Journaux",
  "about.showData": "Ouvrir le dossier des données dans le gestionnaire de fichiers",
  "about.showLogs": "Ouvrir le dossier des journaux dans le gestionnaire de fichiers",
  "about.show": "Afficher",
  "about.ownLicence": "LoGo lui-même est distribué sous licence MIT.",
  "about.components": "Composants inclus et leurs licences ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Textes des licences",
  "about.noticesRegion": "Textes des licences des composants inclus",
  "about.noticesFailed": "Impossible de charger les textes des licences.",
  "about.loading": "Chargement…",
  "about.loadFailed": "Impossible de charger les informations sur LoGo.",
};
