//! Danish. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Import i gang",
  "import.listing": "Leder efter filer …",
  "import.files": "{done, number} af {total, number} filer",
  "import.games": "{n, plural, one {# parti importeret} other {# partier importeret}}",
  "import.duplicates": "{n, plural, one {# dublet} other {# dubletter}}",
  "import.failures": "{n, plural, one {# fejl} other {# fejl}}",
  "import.cancel": "Annuller",
  "import.summaryLabel": "Resultat af importen",
  "import.done":
    "Færdig: {games, plural, one {ét parti} other {# partier}} importeret fra {files, plural, one {én fil} other {# filer}}.",
  "import.cancelled":
    "Annulleret: {games, plural, one {ét parti} other {# partier}} importeret fra {files, plural, one {én fil} other {# filer}}; de bliver i biblioteket.",
  "import.failedList":
    "{n, plural, one {Én fil eller ét parti blev ikke importeret} other {# filer eller partier blev ikke importeret}}",
  "import.repairedList":
    "{n, plural, one {Én fil blev læst med reparationer} other {# filer blev læst med reparationer}}",
  "import.dismiss": "Skjul",
  "import.sumFound":
    "{games, plural, one {Ét parti} other {# partier}} fundet i filerne: {imported, number} importeret, {identical, number} allerede i biblioteket, {refused, number} afvist.",
  "import.sumSimilar":
    "{n, plural, one {Ét af de importerede partier har} other {# af de importerede partier har}} de samme træk som et parti, der allerede var der; biblioteket viser dem under “Dubletter”.",
  "import.sumUnreadable":
    "{n, plural, one {Én fil kunne ikke læses; den tæller ikke med blandt de fundne partier.} other {# filer kunne ikke læses; de tæller ikke med blandt de fundne partier.}}",
  "import.problem.not_found": "findes ikke (længere).",
  "import.problem.permission_denied": "LoGo har ikke lov til at læse den.",
  "import.problem.not_a_file": "er ikke en almindelig fil.",
  "import.problem.unreadable": "kunne ikke læses.",
  "import.problem.too_large": "er større end {limit, number} MB.",
  "import.problem.not_sgf": "linje {line, number}, kolonne {column, number}: intet SGF-parti fundet.",
  "import.problem.game_refused": "parti {game, number}: {why}.",
  "import.problem.game_refused_at": "parti {game, number} (linje {line, number}, kolonne {column, number}): {why}.",
};
