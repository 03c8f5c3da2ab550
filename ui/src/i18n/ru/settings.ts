//! Russian. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Настройки",
  "settings.sections": "Разделы настроек",
  "settings.engines": "Программы для го",
  "settings.enginesIntro":
    "С этими программами можно играть. GNU Go, если он установлен, LoGo находит сама; другие программы, понимающие протокол Go Text Protocol (GTP), например KataGo или Leela Zero, добавляются здесь.",
  "settings.loading": "LoGo ищет программы…",
  "settings.noGnugo": "GNU Go не установлен. В Debian и Ubuntu его можно поставить из пакета «gnugo».",
  "settings.gnugoFound": "LoGo нашла его сама",
  "settings.program": "Программа: {program}",
  "settings.args": "Аргументы: {args}",
  "settings.identity": "Представляется как {name} {version}",
  "settings.silent": "Пока не ответила",
  "settings.test": "Проверить",
  "settings.testOf": "Проверить {engine}",
  "settings.remove": "Удалить",
  "settings.removeOf": "Удалить {engine}",
  "settings.testing": "Программа запускается и отвечает на вопросы…",
  "settings.testResult":
    "{name} {version} отвечает, понимает GTP {protocol} и знает {n, plural, one {# команду} few {# команды} many {# команд} other {# команды}}.",
  "settings.commands": "Её команды",
  "settings.addTitle": "Добавить программу",
  "settings.choose": "Выбрать программу…",
  "settings.chooseTitle": "Выберите программу для го",
  "settings.chosen": "Выбрано: {program}",
  "settings.nothingChosen": "Программа ещё не выбрана.",
  "settings.argsField": "Аргументы (как в командной строке, например: gtp -config my.cfg)",
  "settings.nameField": "Название в LoGo (на ваш выбор)",
  "settings.testChosen": "Проверить",
  "settings.add": "Добавить",
  "settings.added": "{engine} теперь в списке.",
  "settings.removed": "Программа удалена из списка.",
  "settings.unreadable":
    "Сохранённый список программ создан более новой версией LoGo или повреждён. Он остаётся как есть; пока что программы нельзя ни добавлять, ни удалять.",
};
