//! Polish. "About LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "O LoGo",
  "about.version": "Wersja {version}",
  "about.tagline": "Ucz się go, graj i przeglądaj zapisy partii.",
  "about.dataDir": "Baza danych i ustawienia",
  "about.logDir": "Logi",
  "about.showData": "Pokaż folder danych w menedżerze plików",
  "about.showLogs": "Pokaż folder logów w menedżerze plików",
  "about.show": "Pokaż",
  "about.ownLicence": "Samo LoGo jest udostępniane na licencji MIT.",
  "about.components": "Dołączone komponenty i ich licencje ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Teksty licencji",
  "about.noticesRegion": "Teksty licencji dołączonych komponentów",
  "about.noticesFailed": "Nie udało się wczytać tekstów licencji.",
  "about.loading": "Wczytywanie…",
  "about.loadFailed": "Nie udało się wczytać informacji o LoGo.",
};
