//! Dutch. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "LoGo wordt geladen …",
  "app.loadFailed": "De lopende partij kon niet worden geladen.",
  "app.retry": "Opnieuw proberen",
  "db.corrupt":
    "De database is beschadigd of geen LoGo-bestand. LoGo blijft werken, maar slaat niets op en laat het bestand ongemoeid.",
  "db.locked":
    "Een ander programma houdt de database vergrendeld. LoGo blijft werken, maar slaat niets op en laat het bestand ongemoeid.",
  "db.read_only":
    "De database of de map waarin hij staat is alleen-lezen. LoGo blijft werken, maar slaat niets op en laat het bestand ongemoeid.",
  "db.disk_full": "De schijf is vol. LoGo blijft werken, maar slaat niets op en laat het databasebestand ongemoeid.",
  "db.newer_version":
    "De database komt van een nieuwere versie van LoGo. LoGo blijft werken, maar slaat niets op en laat het bestand ongemoeid.",
  "db.io":
    "De database kan niet worden geopend. LoGo blijft werken, maar slaat niets op en laat het bestand ongemoeid.",
  "db.path": "Bestand: {path}",
  "db.dismiss": "Deze melding verbergen",
  "nav.label": "Onderdelen",
  "nav.play": "Spelen",
  "nav.review": "Naspelen",
  "nav.settings": "Instellingen",
  "nav.learn": "Leren",
  "nav.lesson": "Les",
  "nav.glossary": "Begrippenlijst",
  "nav.about": "Over LoGo",
  "nav.library": "Bibliotheek",
  "nav.dropHint": "Loslaten om het SGF-bestand te openen en na te spelen",
  "nav.dropImport": "Loslaten om de bestanden en mappen in de bibliotheek te importeren",
};
