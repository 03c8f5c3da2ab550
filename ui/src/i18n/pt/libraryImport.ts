//! Portuguese. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Importação em curso",
  "import.listing": "À procura de arquivos …",
  "import.files": "{done, number} de {total, number} arquivos",
  "import.games":
    "{n, plural, =0 {nenhuma partida importada} one {# partida importada} many {# partidas importadas} other {# partidas importadas}}",
  "import.duplicates": "{n, plural, =0 {nenhum duplicado} one {# duplicado} many {# duplicados} other {# duplicados}}",
  "import.failures": "{n, plural, =0 {nenhuma falha} one {# falha} many {# falhas} other {# falhas}}",
  "import.cancel": "Cancelar",
  "import.summaryLabel": "Resultado da importação",
  "import.done":
    "Concluído: {games, plural, =0 {nenhuma partida importada} =1 {uma partida importada} one {# partida importada} many {# partidas importadas} other {# partidas importadas}} de {files, plural, =1 {um arquivo} one {# arquivo} many {# arquivos} other {# arquivos}}.",
  "import.cancelled":
    "Cancelado: {games, plural, =0 {nenhuma partida importada} =1 {uma partida importada} one {# partida importada} many {# partidas importadas} other {# partidas importadas}} de {files, plural, =1 {um arquivo} one {# arquivo} many {# arquivos} other {# arquivos}}; o que já entrou fica na biblioteca.",
  "import.failedList":
    "{n, plural, =1 {Um arquivo ou partida não importado} one {# arquivo ou partida não importado} many {# arquivos ou partidas não importados} other {# arquivos ou partidas não importados}}",
  "import.repairedList":
    "{n, plural, =1 {Um arquivo lido com reparações} one {# arquivo lido com reparações} many {# arquivos lidos com reparações} other {# arquivos lidos com reparações}}",
  "import.dismiss": "Ocultar",
  "import.sumFound":
    "{games, plural, one {# partida encontrada} many {# partidas encontradas} other {# partidas encontradas}} nos arquivos: {imported, number} importadas, {identical, number} já na biblioteca, {refused, number} recusadas.",
  "import.sumSimilar":
    "{n, plural, one {# das partidas importadas tem} many {# das partidas importadas têm} other {# das partidas importadas têm}} os mesmos lances de uma partida que já estava lá; a biblioteca as mostra em “Duplicados”.",
  "import.sumUnreadable":
    "{n, plural, one {# arquivo não pôde ser lido; ele não conta entre as partidas encontradas.} many {# arquivos não puderam ser lidos; eles não contam entre as partidas encontradas.} other {# arquivos não puderam ser lidos; eles não contam entre as partidas encontradas.}}",
  "import.problem.not_found": "não existe (ou já não existe).",
  "import.problem.permission_denied": "o LoGo não tem permissão para o ler.",
  "import.problem.not_a_file": "não é um arquivo normal.",
  "import.problem.unreadable": "não pôde ser lido.",
  "import.problem.too_large": "tem mais de {limit, number} MB.",
  "import.problem.not_sgf": "linha {line, number}, coluna {column, number}: nenhuma partida SGF encontrada.",
  "import.problem.game_refused": "partida {game, number}: {why}.",
  "import.problem.game_refused_at": "partida {game, number} (linha {line, number}, coluna {column, number}): {why}.",
};
