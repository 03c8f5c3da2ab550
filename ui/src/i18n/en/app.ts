//! English. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "Loading LoGo …",
  "app.loadFailed": "The game in progress could not be loaded.",
  "app.retry": "Try again",
  "db.corrupt":
    "The database is damaged or not a LoGo file, so LoGo keeps working without saving anything and leaves the file untouched.",
  "db.locked":
    "Another program has locked the database, so LoGo keeps working without saving anything and leaves the file untouched.",
  "db.read_only":
    "The database or its folder is read-only, so LoGo keeps working without saving anything and leaves the file untouched.",
  "db.disk_full":
    "The disk is full, so LoGo keeps working without saving anything and leaves the database file untouched.",
  "db.newer_version":
    "The database comes from a newer version of LoGo, so LoGo keeps working without saving anything and leaves the file untouched.",
  "db.io":
    "The database cannot be opened, so LoGo keeps working without saving anything and leaves the file untouched.",
  "db.path": "File: {path}",
  "db.dismiss": "Hide this notice",
  "nav.label": "Sections",
  "nav.play": "Play",
  "nav.review": "Review",
  "nav.settings": "Settings",
  "nav.learn": "Learn",
  "nav.lesson": "Lesson",
  "nav.glossary": "Glossary",
  "nav.about": "About LoGo",
  "nav.library": "Library",
  "nav.dropHint": "Drop to open the SGF file for review",
  "nav.dropImport": "Drop to import the files and folders into the library",
};
