//! Portuguese. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "{color} joga",
  "play.turnHandicap": "{color} coloca pedras de handicap",
  "play.turnScoring": "Contagem",
  "play.turnOver": "Partida terminada",
  "play.toMove": "joga agora",
  "play.stone": "Pedra: {color}",
  "play.captures": "Prisioneiros: {n, number}",
  "play.handicapLeft":
    "{n, plural, =1 {Preto coloca mais uma pedra de handicap — escolha um ponto para ela.} one {Preto coloca mais # pedra de handicap — escolha um ponto para ela.} many {Preto coloca mais # pedras de handicap — escolha os pontos para elas.} other {Preto coloca mais # pedras de handicap — escolha os pontos para elas.}}",
  "play.scoringNote": "Os dois jogadores passaram: segue-se a contagem.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "handicap {n, number}",
  "play.moveNumber":
    "{n, plural, =0 {Ainda nenhuma jogada} one {# jogada feita} many {# jogadas feitas} other {# jogadas feitas}}",
  "play.pass": "Passar",
  "play.resign": "Desistir",
  "play.resignQuestion": "{color} quer mesmo desistir?",
  "play.resignConfirm": "Sim, {color} desiste",
  "play.cancel": "Cancelar",
  "play.undo": "Anular a jogada",
  "play.redo": "Refazer a jogada",
  "play.newGame": "Nova partida",
  "play.controls": "Comandos da partida",
  "play.players": "Jogadores",
  "clock.label": "Relógio: {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, =1 {último período} one {# período} many {# períodos} other {# períodos}}",
  "clock.flagged": "Tempo esgotado",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, =1 {{color} {point}, uma pedra capturada} one {{color} {point}, # pedra capturada} many {{color} {point}, # pedras capturadas} other {{color} {point}, # pedras capturadas}}",
  "announce.pass": "{color} passa",
  "announce.undo": "Jogada anulada",
  "announce.newGame": "Nova partida em {width, number} × {height, number}",
  "play.saveSgf": "Guardar como SGF …",
};
