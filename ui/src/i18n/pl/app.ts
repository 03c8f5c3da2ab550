//! Polish. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "Wczytywanie LoGo…",
  "app.loadFailed": "Nie udało się wczytać trwającej partii.",
  "app.retry": "Spróbuj ponownie",
  "db.corrupt":
    "Baza danych jest uszkodzona albo to nie jest plik LoGo. LoGo działa dalej, ale niczego nie zapisuje, a plik zostaje nietknięty.",
  "db.locked":
    "Inny program zablokował bazę danych. LoGo działa dalej, ale niczego nie zapisuje, a plik zostaje nietknięty.",
  "db.read_only":
    "Baza danych lub jej folder jest tylko do odczytu. LoGo działa dalej, ale niczego nie zapisuje, a plik zostaje nietknięty.",
  "db.disk_full":
    "Dysk jest pełny. LoGo działa dalej, ale niczego nie zapisuje, a plik bazy danych zostaje nietknięty.",
  "db.newer_version":
    "Baza danych pochodzi z nowszej wersji LoGo. LoGo działa dalej, ale niczego nie zapisuje, a plik zostaje nietknięty.",
  "db.io": "Nie można otworzyć bazy danych. LoGo działa dalej, ale niczego nie zapisuje, a plik zostaje nietknięty.",
  "db.path": "Plik: {path}",
  "db.dismiss": "Ukryj tę informację",
  "nav.label": "Sekcje",
  "nav.play": "Graj",
  "nav.review": "Przeglądaj",
  "nav.settings": "Ustawienia",
  "nav.learn": "Nauka",
  "nav.lesson": "Lekcja",
  "nav.glossary": "Słowniczek",
  "nav.about": "O LoGo",
  "nav.library": "Biblioteka",
  "nav.dropImport": "Upuść, aby zaimportować pliki i foldery do biblioteki",
  "nav.dropHint": "Upuść, aby otworzyć plik SGF do przeglądania",
};
