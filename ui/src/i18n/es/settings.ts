//! Spanish. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Ajustes",
  "settings.sections": "Secciones de los ajustes",
  "settings.engines": "Programas de go",
  "settings.enginesIntro":
    "Puedes jugar contra estos programas. LoGo encuentra GNU Go por sí solo si está instalado; otros programas que hablan el Go Text Protocol (GTP), como KataGo o Leela Zero, los añades aquí.",
  "settings.loading": "LoGo está buscando programas…",
  "settings.noGnugo": "GNU Go no está instalado. En Debian y Ubuntu lo instala el paquete «gnugo».",
  "settings.gnugoFound": "encontrado por LoGo",
  "settings.program": "Programa: {program}",
  "settings.args": "Argumentos: {args}",
  "settings.identity": "Se presenta como {name} {version}",
  "settings.silent": "Todavía no ha respondido",
  "settings.test": "Probar",
  "settings.testOf": "Probar {engine}",
  "settings.remove": "Quitar",
  "settings.removeOf": "Quitar {engine}",
  "settings.testing": "Iniciando el programa y haciéndole preguntas…",
  "settings.testResult":
    "{name} {version} responde, habla GTP {protocol} y conoce {n, plural, one {una orden} many {# órdenes} other {# órdenes}}.",
  "settings.commands": "Sus órdenes",
  "settings.addTitle": "Añadir un programa",
  "settings.choose": "Elegir un programa…",
  "settings.chooseTitle": "Elige un programa de go",
  "settings.chosen": "Elegido: {program}",
  "settings.nothingChosen": "Todavía no has elegido ningún programa.",
  "settings.argsField": "Argumentos (como en la línea de órdenes, p. ej.: gtp -config mio.cfg)",
  "settings.nameField": "Nombre en LoGo (el que quieras)",
  "settings.testChosen": "Probar",
  "settings.add": "Añadir",
  "settings.added": "{engine} ya está en la lista.",
  "settings.removed": "El programa se ha quitado de la lista.",
  "settings.unreadable":
    "La lista de programas guardada es de una versión más reciente de LoGo o está dañada. Se queda como está; por ahora no se pueden añadir ni quitar programas.",
};
