//! Danish. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "LoGo starter …",
  "app.loadFailed": "Det igangværende parti kunne ikke indlæses.",
  "app.retry": "Prøv igen",
  "db.corrupt":
    "Databasen er beskadiget eller ikke en LoGo-fil. LoGo kører videre uden at gemme noget og lader filen være, som den er.",
  "db.locked":
    "Et andet program har låst databasen. LoGo kører videre uden at gemme noget og lader filen være, som den er.",
  "db.read_only":
    "Databasen eller dens mappe er skrivebeskyttet. LoGo kører videre uden at gemme noget og lader filen være, som den er.",
  "db.disk_full": "Disken er fuld. LoGo kører videre uden at gemme noget og lader databasefilen være, som den er.",
  "db.newer_version":
    "Databasen stammer fra en nyere version af LoGo. LoGo kører videre uden at gemme noget og lader filen være, som den er.",
  "db.io": "Databasen kan ikke åbnes. LoGo kører videre uden at gemme noget og lader filen være, som den er.",
  "db.path": "Fil: {path}",
  "db.dismiss": "Skjul denne besked",
  "nav.label": "Afsnit",
  "nav.play": "Spil",
  "nav.review": "Gennemgå",
  "nav.settings": "Indstillinger",
  "nav.learn": "Lær",
  "nav.lesson": "Lektion",
  "nav.glossary": "Ordliste",
  "nav.about": "Om LoGo",
  "nav.dropHint": "Slip her for at åbne SGF-filen til gennemgang",
  "nav.library": "Bibliotek",
  "nav.dropImport": "Slip her for at importere filerne og mapperne til biblioteket",
};
