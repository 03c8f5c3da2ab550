//! German. Importing into the library: the progress, the summary, and why
//! a file was not imported.

export const libraryImport = {
  "import.runningLabel": "Übernahme läuft",
  "import.listing": "Dateien werden gesucht …",
  "import.files": "{done, number} von {total, number} Dateien",
  "import.games": "{n, plural, one {# Partie übernommen} other {# Partien übernommen}}",
  "import.duplicates": "{n, plural, one {# Duplikat} other {# Duplikate}}",
  "import.failures": "{n, plural, one {# Fehler} other {# Fehler}}",
  "import.cancel": "Abbrechen",
  "import.summaryLabel": "Ergebnis der Übernahme",
  "import.done":
    "Fertig: {games, plural, one {eine Partie} other {# Partien}} aus {files, plural, one {einer Datei} other {# Dateien}} übernommen.",
  "import.cancelled":
    "Abgebrochen: {games, plural, one {eine Partie} other {# Partien}} aus {files, plural, one {einer Datei} other {# Dateien}} übernommen; sie bleiben in der Bibliothek.",
  "import.failedList":
    "{n, plural, one {Eine Datei oder Partie nicht übernommen} other {# Dateien oder Partien nicht übernommen}}",
  "import.repairedList":
    "{n, plural, one {Eine Datei mit Reparaturen gelesen} other {# Dateien mit Reparaturen gelesen}}",
  "import.dismiss": "Ausblenden",
  "import.sumFound":
    "{games, plural, one {Eine Partie} other {# Partien}} in den Dateien gefunden: {imported, number} übernommen, {identical, number} schon in der Bibliothek, {refused, number} abgelehnt.",
  "import.sumSimilar":
    "{n, plural, one {Eine der übernommenen Partien hat} other {# der übernommenen Partien haben}} dieselben Züge wie eine Partie, die schon da war; die Bibliothek führt sie unter „Duplikate“.",
  "import.sumUnreadable":
    "{n, plural, one {Eine Datei ließ sich nicht lesen; sie zählt nicht zu den gefundenen Partien.} other {# Dateien ließen sich nicht lesen; sie zählen nicht zu den gefundenen Partien.}}",
  "import.problem.not_found": "gibt es nicht (mehr).",
  "import.problem.permission_denied": "darf LoGo nicht lesen.",
  "import.problem.not_a_file": "ist keine gewöhnliche Datei.",
  "import.problem.unreadable": "ließ sich nicht lesen.",
  "import.problem.too_large": "ist größer als {limit, number} MB.",
  "import.problem.not_sgf": "Zeile {line, number}, Spalte {column, number}: keine SGF-Partie gefunden.",
  "import.problem.game_refused": "Partie {game, number}: {why}.",
  "import.problem.game_refused_at": "Partie {game, number} (Zeile {line, number}, Spalte {column, number}): {why}.",
} as const;
