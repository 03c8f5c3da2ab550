//! French. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Import en cours",
  "import.listing": "Recherche des fichiers…",
  "import.files": "{done, number} fichiers sur {total, number}",
  "import.games": "{n, plural, one {# partie importée} many {# parties importées} other {# parties importées}}",
  "import.duplicates": "{n, plural, one {# doublon} many {# doublons} other {# doublons}}",
  "import.failures": "{n, plural, one {# échec} many {# échecs} other {# échecs}}",
  "import.cancel": "Annuler",
  "import.summaryLabel": "Résultat de l’import",
  "import.done":
    "Terminé : {games, plural, =1 {une partie importée} one {# partie importée} many {# parties importées} other {# parties importées}} depuis {files, plural, =1 {un fichier} one {# fichier} many {# fichiers} other {# fichiers}}.",
  "import.cancelled":
    "Interrompu : {games, plural, =1 {une partie importée} one {# partie importée} many {# parties importées} other {# parties importées}} depuis {files, plural, =1 {un fichier} one {# fichier} many {# fichiers} other {# fichiers}} ; elles restent dans la bibliothèque.",
  "import.failedList":
    "{n, plural, =1 {Un fichier ou une partie non importé} one {# fichier ou partie non importé} many {# fichiers ou parties non importés} other {# fichiers ou parties non importés}}",
  "import.repairedList":
    "{n, plural, =1 {Un fichier lu avec des réparations} one {# fichier lu avec des réparations} many {# fichiers lus avec des réparations} other {# fichiers lus avec des réparations}}",
  "import.dismiss": "Masquer",
  "import.sumFound":
    "{games, plural, one {# partie trouvée} many {# de parties trouvées} other {# parties trouvées}} dans les fichiers : {imported, number} importées, {identical, number} déjà dans la bibliothèque, {refused, number} refusées.",
  "import.sumSimilar":
    "{n, plural, one {# des parties importées a} many {# des parties importées ont} other {# des parties importées ont}} les mêmes coups qu’une partie déjà présente ; la bibliothèque les range sous « Doublons ».",
  "import.sumUnreadable":
    "{n, plural, one {# fichier n’a pas pu être lu ; il ne compte pas parmi les parties trouvées.} many {# de fichiers n’ont pas pu être lus ; ils ne comptent pas parmi les parties trouvées.} other {# fichiers n’ont pas pu être lus ; ils ne comptent pas parmi les parties trouvées.}}",
  "import.problem.not_found": "n’existe pas (ou plus).",
  "import.problem.permission_denied": "LoGo n’a pas le droit de le lire.",
  "import.problem.not_a_file": "n’est pas un fichier ordinaire.",
  "import.problem.unreadable": "n’a pas pu être lu.",
  "import.problem.too_large": "dépasse {limit, number} Mo.",
  "import.problem.not_sgf": "ligne {line, number}, colonne {column, number} : aucune partie SGF trouvée.",
  "import.problem.game_refused": "partie {game, number} : {why}.",
  "import.problem.game_refused_at": "partie {game, number} (ligne {line, number}, colonne {column, number}) : {why}.",
};
