//! Italiano. L’importazione nella biblioteca: l’avanzamento, il riepilogo e
//! perché un file non è stato importato.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Importazione in corso",
  "import.listing": "Ricerca dei file …",
  "import.files": "{done, number} file su {total, number}",
  "import.games": "{n, plural, one {# partita importata} many {# partite importate} other {# partite importate}}",
  "import.duplicates": "{n, plural, one {# doppione} many {# doppioni} other {# doppioni}}",
  "import.failures": "{n, plural, one {# errore} many {# errori} other {# errori}}",
  "import.cancel": "Annulla",
  "import.summaryLabel": "Esito dell’importazione",
  "import.done":
    "Fatto: {games, plural, one {una partita importata} many {# partite importate} other {# partite importate}} da {files, plural, one {un file} many {# file} other {# file}}.",
  "import.cancelled":
    "Interrotta: {games, plural, one {una partita importata} many {# partite importate} other {# partite importate}} da {files, plural, one {un file} many {# file} other {# file}}; restano nella biblioteca.",
  "import.failedList":
    "{n, plural, one {Un file o una partita non importati} many {# file o partite non importati} other {# file o partite non importati}}",
  "import.repairedList":
    "{n, plural, one {Un file letto con riparazioni} many {# file letti con riparazioni} other {# file letti con riparazioni}}",
  "import.dismiss": "Nascondi",
  "import.sumFound":
    "{games, plural, one {Una partita trovata} many {# partite trovate} other {# partite trovate}} nei file: {imported, number} importate, {identical, number} già nella biblioteca, {refused, number} rifiutate.",
  "import.sumSimilar":
    "{n, plural, one {Una delle partite importate ha} many {# delle partite importate hanno} other {# delle partite importate hanno}} le stesse mosse di una partita che c’era già; la biblioteca le elenca sotto «Doppioni».",
  "import.sumUnreadable":
    "{n, plural, one {Un file non si è potuto leggere; non conta tra le partite trovate.} many {# file non si sono potuti leggere; non contano tra le partite trovate.} other {# file non si sono potuti leggere; non contano tra le partite trovate.}}",
  "import.problem.not_found": "non esiste (più).",
  "import.problem.permission_denied": "LoGo non ha il permesso di leggerlo.",
  "import.problem.not_a_file": "non è un file normale.",
  "import.problem.unreadable": "non è stato possibile leggerlo.",
  "import.problem.too_large": "è più grande di {limit, number} MB.",
  "import.problem.not_sgf": "riga {line, number}, colonna {column, number}: nessuna partita SGF trovata.",
  "import.problem.game_refused": "partita {game, number}: {why}.",
  "import.problem.game_refused_at": "partita {game, number} (riga {line, number}, colonna {column, number}): {why}.",
};
