//! English. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Settings",
  "settings.sections": "Parts of the settings",
  "settings.engines": "Go programs",
  "settings.enginesIntro":
    "You can play against these programs. LoGo finds GNU Go by itself when it is installed; other programs that speak the Go Text Protocol (GTP), such as KataGo or Leela Zero, you add here.",
  "settings.loading": "LoGo is looking for programs …",
  "settings.noGnugo": "GNU Go is not installed. On Debian and Ubuntu the package “gnugo” brings it.",
  "settings.gnugoFound": "found by LoGo",
  "settings.program": "Program: {program}",
  "settings.args": "Arguments: {args}",
  "settings.identity": "Introduces itself as {name} {version}",
  "settings.silent": "Has not answered yet",
  "settings.test": "Test",
  "settings.testOf": "Test {engine}",
  "settings.remove": "Remove",
  "settings.removeOf": "Remove {engine}",
  "settings.testing": "Starting the program and asking it …",
  "settings.testResult":
    "{name} {version} answers, speaks GTP {protocol} and knows {n, plural, one {one command} other {# commands}}.",
  "settings.commands": "Its commands",
  "settings.addTitle": "Add a program",
  "settings.choose": "Choose a program …",
  "settings.chooseTitle": "Choose a Go program",
  "settings.chosen": "Chosen: {program}",
  "settings.nothingChosen": "No program chosen yet.",
  "settings.argsField": "Arguments (as on the command line, e.g.: gtp -config my.cfg)",
  "settings.nameField": "Name in LoGo (your choice)",
  "settings.testChosen": "Test",
  "settings.add": "Add",
  "settings.added": "{engine} is now in the list.",
  "settings.removed": "The program was taken off the list.",
  "settings.unreadable":
    "The stored list of programs comes from a newer LoGo or is damaged. It stays as it is; for now programs can be neither added nor removed.",
};
