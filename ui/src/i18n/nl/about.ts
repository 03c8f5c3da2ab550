//! Dutch. "Over LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "Over LoGo",
  "about.version": "Versie {version}",
  "about.tagline": "Go leren, spelen en partijen naspelen.",
  "about.dataDir": "Database en instellingen",
  "about.logDir": "Logbestanden",
  "about.showData": "De map met gegevens in de bestandsbeheerder tonen",
  "about.showLogs": "De map met logbestanden in de bestandsbeheerder tonen",
  "about.show": "Tonen",
  "about.ownLicence": "LoGo zelf valt onder de MIT-licentie.",
  "about.components": "Meegeleverde onderdelen en hun licenties ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Licentieteksten",
  "about.noticesRegion": "Licentieteksten van de meegeleverde onderdelen",
  "about.noticesFailed": "De licentieteksten konden niet worden geladen.",
  "about.loading": "Bezig met laden …",
  "about.loadFailed": "De gegevens over LoGo konden niet worden geladen.",
};
