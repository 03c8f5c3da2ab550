//! Danish. "About LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "Om LoGo",
  "about.version": "Version {version}",
  "about.tagline": "Lær Go, spil Go, og gennemgå dine partier.",
  "about.dataDir": "Database og indstillinger",
  "about.logDir": "Logfiler",
  "about.showData": "Vis datamappen i filhåndteringen",
  "about.showLogs": "Vis mappen med logfiler i filhåndteringen",
  "about.show": "Vis",
  "about.ownLicence": "Selve LoGo er udgivet under MIT-licensen.",
  "about.components": "Medfølgende komponenter og deres licenser ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Licenstekster",
  "about.noticesRegion": "Licenstekster for de medfølgende komponenter",
  "about.noticesFailed": "Licensteksterne kunne ikke indlæses.",
  "about.loading": "Indlæser …",
  "about.loadFailed": "Oplysningerne om LoGo kunne ikke indlæses.",
};
