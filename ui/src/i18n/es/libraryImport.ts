//! Spanish. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Importación en curso",
  "import.listing": "Buscando archivos…",
  "import.files": "{done, number} de {total, number} archivos",
  "import.games": "{n, plural, one {# partida importada} many {# partidas importadas} other {# partidas importadas}}",
  "import.duplicates": "{n, plural, one {# duplicado} many {# duplicados} other {# duplicados}}",
  "import.failures": "{n, plural, one {# fallo} many {# fallos} other {# fallos}}",
  "import.cancel": "Cancelar",
  "import.summaryLabel": "Resultado de la importación",
  "import.done":
    "Terminado: {games, plural, one {una partida importada} many {# partidas importadas} other {# partidas importadas}} de {files, plural, one {un archivo} many {# archivos} other {# archivos}}.",
  "import.cancelled":
    "Cancelado: {games, plural, one {una partida importada} many {# partidas importadas} other {# partidas importadas}} de {files, plural, one {un archivo} many {# archivos} other {# archivos}}; se quedan en la biblioteca.",
  "import.failedList":
    "{n, plural, one {Un archivo o partida sin importar} many {# archivos o partidas sin importar} other {# archivos o partidas sin importar}}",
  "import.repairedList":
    "{n, plural, one {Un archivo leído con reparaciones} many {# archivos leídos con reparaciones} other {# archivos leídos con reparaciones}}",
  "import.dismiss": "Ocultar",
  "import.sumFound":
    "{games, plural, one {Una partida encontrada} many {# partidas encontradas} other {# partidas encontradas}} en los archivos: {imported, number} importadas, {identical, number} ya estaban en la biblioteca, {refused, number} rechazadas.",
  "import.sumSimilar":
    "{n, plural, one {Una de las partidas importadas tiene} many {# de las partidas importadas tienen} other {# de las partidas importadas tienen}} las mismas jugadas que una partida que ya estaba; la biblioteca las muestra en «Duplicados».",
  "import.sumUnreadable":
    "{n, plural, one {Un archivo no se pudo leer; no cuenta entre las partidas encontradas.} many {# archivos no se pudieron leer; no cuentan entre las partidas encontradas.} other {# archivos no se pudieron leer; no cuentan entre las partidas encontradas.}}",
  "import.problem.not_found": "no existe (o ya no existe).",
  "import.problem.permission_denied": "LoGo no tiene permiso para leerlo.",
  "import.problem.not_a_file": "no es un archivo normal.",
  "import.problem.unreadable": "no se ha podido leer.",
  "import.problem.too_large": "ocupa más de {limit, number} MB.",
  "import.problem.not_sgf": "línea {line, number}, columna {column, number}: no se ha encontrado ninguna partida SGF.",
  "import.problem.game_refused": "partida {game, number}: {why}.",
  "import.problem.game_refused_at": "partida {game, number} (línea {line, number}, columna {column, number}): {why}.",
};
