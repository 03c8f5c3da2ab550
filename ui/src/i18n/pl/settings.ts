//! Polish. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Ustawienia",
  "settings.sections": "Części ustawień",
  "settings.engines": "Programy do go",
  "settings.enginesIntro":
    "Z tymi programami możesz grać. Jeśli GNU Go jest zainstalowane, LoGo znajdzie je samo; inne programy obsługujące Go Text Protocol (GTP), np. KataGo albo Leela Zero, dodasz tutaj.",
  "settings.loading": "LoGo szuka programów…",
  "settings.noGnugo": "GNU Go nie jest zainstalowane. W Debianie i Ubuntu zainstalujesz je z pakietu „gnugo”.",
  "settings.gnugoFound": "znalezione przez LoGo",
  "settings.program": "Program: {program}",
  "settings.args": "Argumenty: {args}",
  "settings.identity": "Przedstawia się jako {name} {version}",
  "settings.silent": "Jeszcze nie odpowiedział",
  "settings.test": "Testuj",
  "settings.testOf": "Testuj {engine}",
  "settings.remove": "Usuń",
  "settings.removeOf": "Usuń {engine}",
  "settings.testing": "Uruchamianie programu i odpytywanie go…",
  "settings.testResult":
    "{name} {version} odpowiada, mówi GTP {protocol} i zna {n, plural, one {jedno polecenie} few {# polecenia} many {# poleceń} other {# polecenia}}.",
  "settings.commands": "Jego polecenia",
  "settings.addTitle": "Dodaj program",
  "settings.choose": "Wybierz program…",
  "settings.chooseTitle": "Wybierz program do go",
  "settings.chosen": "Wybrano: {program}",
  "settings.nothingChosen": "Nie wybrano jeszcze programu.",
  "settings.argsField": "Argumenty (jak w wierszu poleceń, np.: gtp -config my.cfg)",
  "settings.nameField": "Nazwa w LoGo (dowolna)",
  "settings.testChosen": "Testuj",
  "settings.add": "Dodaj",
  "settings.added": "{engine} jest teraz na liście.",
  "settings.removed": "Program został usunięty z listy.",
  "settings.unreadable":
    "Zapisana lista programów pochodzi z nowszej wersji LoGo albo jest uszkodzona. Zostaje bez zmian; na razie nie można dodawać ani usuwać programów.",
};
