//! Russian. Importing into the library: the progress, the summary, and why
//! a file was not imported.

import type { libraryImport as de } from "../de/libraryImport";
import type { Translation } from "../messages";

export const libraryImport: Translation<typeof de> = {
  "import.runningLabel": "Идёт импорт",
  "import.listing": "Поиск файлов…",
  "import.files": "{done, number} из {total, plural, one {# файла} few {# файлов} many {# файлов} other {# файла}}",
  "import.games":
    "{n, plural, one {Импортирована # партия} few {Импортировано # партии} many {Импортировано # партий} other {Импортировано # партии}}",
  "import.duplicates": "{n, plural, one {# дубликат} few {# дубликата} many {# дубликатов} other {# дубликата}}",
  "import.failures": "{n, plural, one {# ошибка} few {# ошибки} many {# ошибок} other {# ошибки}}",
  "import.cancel": "Отмена",
  "import.summaryLabel": "Итог импорта",
  "import.done":
    "Готово: {games, plural, =1 {одна партия импортирована} one {# партия импортирована} few {# партии импортированы} many {# партий импортировано} other {# партии импортировано}} из {files, plural, =1 {одного файла} one {# файла} few {# файлов} many {# файлов} other {# файла}}.",
  "import.cancelled":
    "Отменено: {games, plural, =1 {одна партия импортирована} one {# партия импортирована} few {# партии импортированы} many {# партий импортировано} other {# партии импортировано}} из {files, plural, =1 {одного файла} one {# файла} few {# файлов} many {# файлов} other {# файла}}; всё импортированное остаётся в библиотеке.",
  "import.failedList":
    "Не удалось импортировать: {n, plural, =1 {один файл или партию} one {# файл или партию} few {# файла или партии} many {# файлов или партий} other {# файла или партии}}",
  "import.repairedList":
    "Прочитано с исправлениями: {n, plural, =1 {один файл} one {# файл} few {# файла} many {# файлов} other {# файла}}",
  "import.dismiss": "Скрыть",
  "import.sumFound":
    "В файлах {games, plural, one {найдена # партия} few {найдено # партии} many {найдено # партий} other {найдено # партии}}: импортировано — {imported, number}, уже в библиотеке — {identical, number}, отклонено — {refused, number}.",
  "import.sumSimilar":
    "{n, plural, one {# из импортированных партий совпадает} few {# из импортированных партий совпадают} many {# из импортированных партий совпадают} other {# из импортированных партий совпадают}} по ходам с партией, которая уже была в библиотеке; библиотека показывает их в разделе «Дубликаты».",
  "import.sumUnreadable":
    "{n, plural, one {# файл не удалось прочитать; он не входит в число найденных партий.} few {# файла не удалось прочитать; они не входят в число найденных партий.} many {# файлов не удалось прочитать; они не входят в число найденных партий.} other {# файла не удалось прочитать; они не входят в число найденных партий.}}",
  "import.problem.not_found": "такого файла нет (или уже нет).",
  "import.problem.permission_denied": "LoGo не разрешено его читать.",
  "import.problem.not_a_file": "это не обычный файл.",
  "import.problem.unreadable": "прочитать не удалось.",
  "import.problem.too_large": "файл больше {limit, number} МБ.",
  "import.problem.not_sgf": "строка {line, number}, столбец {column, number}: партия SGF не найдена.",
  "import.problem.game_refused": "партия {game, number}: {why}.",
  "import.problem.game_refused_at": "партия {game, number} (строка {line, number}, столбец {column, number}): {why}.",
};
