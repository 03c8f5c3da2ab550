//! Danish. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Indstillinger",
  "settings.sections": "Dele af indstillingerne",
  "settings.engines": "Go-programmer",
  "settings.enginesIntro":
    "Du kan spille mod disse programmer. LoGo finder selv GNU Go, hvis det er installeret; andre programmer, der taler Go Text Protocol (GTP), f.eks. KataGo eller Leela Zero, tilføjer du her.",
  "settings.loading": "LoGo leder efter programmer …",
  "settings.noGnugo": "GNU Go er ikke installeret. På Debian og Ubuntu får du det med pakken »gnugo«.",
  "settings.gnugoFound": "fundet af LoGo",
  "settings.program": "Program: {program}",
  "settings.args": "Argumenter: {args}",
  "settings.identity": "Præsenterer sig som {name} {version}",
  "settings.silent": "Har ikke svaret endnu",
  "settings.test": "Test",
  "settings.testOf": "Test {engine}",
  "settings.remove": "Fjern",
  "settings.removeOf": "Fjern {engine}",
  "settings.testing": "Starter programmet og spørger det …",
  "settings.testResult":
    "{name} {version} svarer, taler GTP {protocol} og kender {n, plural, one {én kommando} other {# kommandoer}}.",
  "settings.commands": "Programmets kommandoer",
  "settings.addTitle": "Tilføj et program",
  "settings.choose": "Vælg et program …",
  "settings.chooseTitle": "Vælg et Go-program",
  "settings.chosen": "Valgt: {program}",
  "settings.nothingChosen": "Intet program valgt endnu.",
  "settings.argsField": "Argumenter (som på kommandolinjen, f.eks.: gtp -config min.cfg)",
  "settings.nameField": "Navn i LoGo (frit valg)",
  "settings.testChosen": "Test",
  "settings.add": "Tilføj",
  "settings.added": "{engine} står nu på listen.",
  "settings.removed": "Programmet er fjernet fra listen.",
  "settings.unreadable":
    "Den gemte liste over programmer stammer fra en nyere LoGo eller er beskadiget. Den forbliver, som den er; indtil videre kan der hverken tilføjes eller fjernes programmer.",
};
