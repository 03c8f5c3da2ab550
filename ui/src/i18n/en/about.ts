//! English. "About LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "About LoGo",
  "about.version": "Version {version}",
  "about.tagline": "Learn and play Go, and review game records.",
  "about.dataDir": "Database and settings",
  "about.logDir": "Logs",
  "about.showData": "Show the data folder in the file manager",
  "about.showLogs": "Show the log folder in the file manager",
  "about.show": "Show",
  "about.ownLicence": "LoGo itself is licensed under the MIT licence.",
  "about.components": "Components included and their licences ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Licence texts",
  "about.noticesRegion": "Licence texts of the included components",
  "about.noticesFailed": "The licence texts could not be loaded.",
  "about.loading": "Loading …",
  "about.loadFailed": "The information about LoGo could not be loaded.",
};
