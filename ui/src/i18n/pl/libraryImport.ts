//! Polish. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Trwa import",
  "import.listing": "Szukanie plików…",
  "import.files": "{done, number} z {total, plural, one {# pliku} few {# plików} many {# plików} other {# pliku}}",
  "import.games":
    "{n, plural, one {zaimportowano # partię} few {zaimportowano # partie} many {zaimportowano # partii} other {zaimportowano # partii}}",
  "import.duplicates": "{n, plural, one {# duplikat} few {# duplikaty} many {# duplikatów} other {# duplikatu}}",
  "import.failures": "{n, plural, one {# błąd} few {# błędy} many {# błędów} other {# błędu}}",
  "import.cancel": "Anuluj",
  "import.summaryLabel": "Wynik importu",
  "import.done":
    "Gotowe: zaimportowano {games, plural, one {jedną partię} few {# partie} many {# partii} other {# partii}} z {files, plural, one {jednego pliku} few {# plików} many {# plików} other {# pliku}}.",
  "import.cancelled":
    "Przerwano: zaimportowano {games, plural, one {jedną partię} few {# partie} many {# partii} other {# partii}} z {files, plural, one {jednego pliku} few {# plików} many {# plików} other {# pliku}}; to, co już trafiło do biblioteki, tam zostaje.",
  "import.failedList":
    "{n, plural, one {Nie udało się zaimportować jednego pliku lub partii} few {Nie udało się zaimportować # plików lub partii} many {Nie udało się zaimportować # plików lub partii} other {Nie udało się zaimportować # pliku lub partii}}",
  "import.repairedList":
    "{n, plural, one {Jeden plik odczytano z poprawkami} few {# pliki odczytano z poprawkami} many {# plików odczytano z poprawkami} other {# pliku odczytano z poprawkami}}",
  "import.dismiss": "Ukryj",
  "import.sumFound":
    "W plikach znaleziono {games, plural, one {jedną partię} few {# partie} many {# partii} other {# partii}}: zaimportowane: {imported, number}, już w bibliotece: {identical, number}, odrzucone: {refused, number}.",
  "import.sumSimilar":
    "{n, plural, one {Jedna z zaimportowanych partii ma} few {# z zaimportowanych partii mają} many {# z zaimportowanych partii ma} other {# z zaimportowanych partii ma}} te same ruchy co partia, która już była w bibliotece; biblioteka pokazuje je w „Duplikatach”.",
  "import.sumUnreadable":
    "{n, plural, one {Jednego pliku nie dało się odczytać; nie liczy się do znalezionych partii.} few {# plików nie dało się odczytać; nie liczą się do znalezionych partii.} many {# plików nie dało się odczytać; nie liczą się do znalezionych partii.} other {# pliku nie dało się odczytać; nie liczą się do znalezionych partii.}}",
  "import.problem.not_found": "nie istnieje (już).",
  "import.problem.permission_denied": "LoGo nie może go odczytać.",
  "import.problem.not_a_file": "nie jest zwykłym plikiem.",
  "import.problem.unreadable": "nie dało się go odczytać.",
  "import.problem.too_large": "jest większy niż {limit, number} MB.",
  "import.problem.not_sgf": "wiersz {line, number}, kolumna {column, number}: nie znaleziono partii SGF.",
  "import.problem.game_refused": "partia {game, number}: {why}.",
  "import.problem.game_refused_at": "partia {game, number} (wiersz {line, number}, kolumna {column, number}): {why}.",
};
