//! English. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Import running",
  "import.listing": "Looking for files …",
  "import.files": "{done, number} of {total, number} files",
  "import.games": "{n, plural, one {# game imported} other {# games imported}}",
  "import.duplicates": "{n, plural, one {# duplicate} other {# duplicates}}",
  "import.failures": "{n, plural, one {# failure} other {# failures}}",
  "import.cancel": "Cancel",
  "import.summaryLabel": "Import result",
  "import.done":
    "Done: {games, plural, one {one game} other {# games}} imported from {files, plural, one {one file} other {# files}}.",
  "import.cancelled":
    "Cancelled: {games, plural, one {one game} other {# games}} imported from {files, plural, one {one file} other {# files}}; they stay in the library.",
  "import.failedList": "{n, plural, one {One file or game not imported} other {# files or games not imported}}",
  "import.repairedList": "{n, plural, one {One file read with repairs} other {# files read with repairs}}",
  "import.dismiss": "Hide",
  "import.sumFound":
    "{games, plural, one {One game} other {# games}} found in the files: {imported, number} imported, {identical, number} already in the library, {refused, number} refused.",
  "import.sumSimilar":
    "{n, plural, one {One of the imported games has} other {# of the imported games have}} the same moves as a game that was already there; the library lists them under “Duplicates”.",
  "import.sumUnreadable":
    "{n, plural, one {One file could not be read; it is not counted among the games found.} other {# files could not be read; they are not counted among the games found.}}",
  "import.problem.not_found": "does not exist (any more).",
  "import.problem.permission_denied": "LoGo may not read it.",
  "import.problem.not_a_file": "is not an ordinary file.",
  "import.problem.unreadable": "could not be read.",
  "import.problem.too_large": "is larger than {limit, number} MB.",
  "import.problem.not_sgf": "line {line, number}, column {column, number}: no SGF game found.",
  "import.problem.game_refused": "game {game, number}: {why}.",
  "import.problem.game_refused_at": "game {game, number} (line {line, number}, column {column, number}): {why}.",
};
