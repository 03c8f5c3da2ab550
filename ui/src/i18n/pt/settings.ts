//! Portuguese. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Configurações",
  "settings.sections": "Partes das configurações",
  "settings.engines": "Programas de Go",
  "settings.enginesIntro":
    "É possível jogar contra estes programas. O LoGo encontra sozinho o GNU Go, se estiver instalado; outros programas que falem o Go Text Protocol (GTP), como o KataGo ou o Leela Zero, podem ser adicionados aqui.",
  "settings.loading": "O LoGo procura programas …",
  "settings.noGnugo": "O GNU Go não está instalado. Em Debian e Ubuntu, o pacote “gnugo” instala-o.",
  "settings.gnugoFound": "encontrado pelo LoGo",
  "settings.program": "Programa: {program}",
  "settings.args": "Argumentos: {args}",
  "settings.identity": "Apresenta-se como {name} {version}",
  "settings.silent": "Ainda não respondeu",
  "settings.test": "Testar",
  "settings.testOf": "Testar {engine}",
  "settings.remove": "Remover",
  "settings.removeOf": "Remover {engine}",
  "settings.testing": "O programa é iniciado e consultado …",
  "settings.testResult":
    "{name} {version} responde, fala GTP {protocol} e conhece {n, plural, =1 {um comando} one {# comando} many {# comandos} other {# comandos}}.",
  "settings.commands": "Os seus comandos",
  "settings.addTitle": "Adicionar um programa",
  "settings.choose": "Escolher um programa …",
  "settings.chooseTitle": "Escolher um programa de Go",
  "settings.chosen": "Escolhido: {program}",
  "settings.nothingChosen": "Ainda não foi escolhido nenhum programa.",
  "settings.argsField": "Argumentos (como na linha de comandos, p. ex.: gtp -config my.cfg)",
  "settings.nameField": "Nome no LoGo (à escolha)",
  "settings.testChosen": "Testar",
  "settings.add": "Adicionar",
  "settings.added": "{engine} está agora na lista.",
  "settings.removed": "O programa foi retirado da lista.",
  "settings.unreadable":
    "A lista de programas guardada vem de uma versão mais recente do LoGo ou está danificada. Fica como está; por agora não é possível adicionar nem remover programas.",
};
