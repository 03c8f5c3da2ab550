//! Dutch. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Instellingen",
  "settings.sections": "Onderdelen van de instellingen",
  "settings.engines": "Goprogramma’s",
  "settings.enginesIntro":
    "Tegen deze programma’s kun je spelen. GNU Go vindt LoGo zelf als het geïnstalleerd is; andere programma’s die het Go Text Protocol (GTP) spreken, zoals KataGo of Leela Zero, voeg je hier toe.",
  "settings.loading": "LoGo zoekt naar programma’s …",
  "settings.noGnugo": "GNU Go is niet geïnstalleerd. Op Debian en Ubuntu krijg je het met het pakket “gnugo”.",
  "settings.gnugoFound": "door LoGo gevonden",
  "settings.program": "Programma: {program}",
  "settings.args": "Argumenten: {args}",
  "settings.identity": "Meldt zich als {name} {version}",
  "settings.silent": "Heeft nog niet geantwoord",
  "settings.test": "Testen",
  "settings.testOf": "{engine} testen",
  "settings.remove": "Verwijderen",
  "settings.removeOf": "{engine} verwijderen",
  "settings.testing": "Het programma wordt gestart en ondervraagd …",
  "settings.testResult":
    "{name} {version} antwoordt, spreekt GTP {protocol} en kent {n, plural, one {één opdracht} other {# opdrachten}}.",
  "settings.commands": "Zijn opdrachten",
  "settings.addTitle": "Een programma toevoegen",
  "settings.choose": "Een programma kiezen …",
  "settings.chooseTitle": "Een goprogramma kiezen",
  "settings.chosen": "Gekozen: {program}",
  "settings.nothingChosen": "Nog geen programma gekozen.",
  "settings.argsField": "Argumenten (zoals op de opdrachtregel, bijv.: gtp -config mijn.cfg)",
  "settings.nameField": "Naam in LoGo (vrij te kiezen)",
  "settings.testChosen": "Testen",
  "settings.add": "Toevoegen",
  "settings.added": "{engine} staat nu in de lijst.",
  "settings.removed": "Het programma is uit de lijst gehaald.",
  "settings.unreadable":
    "De opgeslagen lijst met programma’s komt van een nieuwere versie van LoGo of is beschadigd. Hij blijft zoals hij is; voorlopig kun je dus geen programma’s toevoegen of verwijderen.",
};
