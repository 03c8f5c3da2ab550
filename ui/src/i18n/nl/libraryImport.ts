//! Dutch. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Bezig met importeren",
  "import.listing": "Bestanden zoeken …",
  "import.files": "{done, number} van {total, number} bestanden",
  "import.games": "{n, plural, one {# partij geïmporteerd} other {# partijen geïmporteerd}}",
  "import.duplicates": "{n, plural, one {# dubbele partij} other {# dubbele partijen}}",
  "import.failures": "{n, plural, one {# mislukt} other {# mislukt}}",
  "import.cancel": "Annuleren",
  "import.summaryLabel": "Resultaat van het importeren",
  "import.done":
    "Klaar: {games, plural, one {één partij} other {# partijen}} geïmporteerd uit {files, plural, one {één bestand} other {# bestanden}}.",
  "import.cancelled":
    "Geannuleerd: {games, plural, one {één partij} other {# partijen}} geïmporteerd uit {files, plural, one {één bestand} other {# bestanden}}; die blijven in de bibliotheek.",
  "import.failedList":
    "{n, plural, one {Eén bestand of partij niet geïmporteerd} other {# bestanden of partijen niet geïmporteerd}}",
  "import.repairedList":
    "{n, plural, one {Eén bestand gelezen met reparaties} other {# bestanden gelezen met reparaties}}",
  "import.dismiss": "Verbergen",
  "import.sumFound":
    "{games, plural, one {Eén partij} other {# partijen}} gevonden in de bestanden: {imported, number} geïmporteerd, {identical, number} al in de bibliotheek, {refused, number} geweigerd.",
  "import.sumSimilar":
    "{n, plural, one {Eén van de geïmporteerde partijen heeft} other {# van de geïmporteerde partijen hebben}} dezelfde zetten als een partij die er al was; de bibliotheek toont ze bij ‘Dubbele partijen’.",
  "import.sumUnreadable":
    "{n, plural, one {Eén bestand kon niet worden gelezen; het telt niet mee bij de gevonden partijen.} other {# bestanden konden niet worden gelezen; ze tellen niet mee bij de gevonden partijen.}}",
  "import.problem.not_found": "bestaat niet (meer).",
  "import.problem.permission_denied": "LoGo mag het niet lezen.",
  "import.problem.not_a_file": "is geen gewoon bestand.",
  "import.problem.unreadable": "kon niet worden gelezen.",
  "import.problem.too_large": "is groter dan {limit, number} MB.",
  "import.problem.not_sgf": "regel {line, number}, kolom {column, number}: geen SGF-partij gevonden.",
  "import.problem.game_refused": "partij {game, number}: {why}.",
  "import.problem.game_refused_at": "partij {game, number} (regel {line, number}, kolom {column, number}): {why}.",
};
