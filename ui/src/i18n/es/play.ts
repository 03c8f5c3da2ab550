//! Spanish. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "Turno de {color}",
  "play.turnHandicap": "{color} coloca las piedras de hándicap",
  "play.turnScoring": "Recuento",
  "play.turnOver": "Partida terminada",
  "play.toMove": "su turno",
  "play.stone": "Piedra: {color}",
  "play.captures": "Prisioneros: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {A Negro le queda una piedra de hándicap por colocar: elige un punto para ella.} many {A Negro le quedan # piedras de hándicap por colocar: elige los puntos.} other {A Negro le quedan # piedras de hándicap por colocar: elige los puntos.}}",
  "play.scoringNote": "Los dos jugadores han pasado: ahora toca el recuento.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "hándicap {n, number}",
  "play.moveNumber":
    "{n, plural, =0 {Todavía no hay jugadas} one {# jugada hecha} many {# jugadas hechas} other {# jugadas hechas}}",
  "play.pass": "Pasar",
  "play.resign": "Abandonar",
  "play.resignQuestion": "¿Seguro que {color} abandona?",
  "play.resignConfirm": "Sí, {color} abandona",
  "play.cancel": "Cancelar",
  "play.undo": "Deshacer jugada",
  "play.redo": "Rehacer jugada",
  "play.newGame": "Nueva partida",
  "play.controls": "Controles de la partida",
  "play.players": "Jugadores",
  "clock.label": "Reloj de {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, one {último periodo} many {# periodos} other {# periodos}}",
  "clock.flagged": "Se acabó el tiempo",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, captura una piedra} many {{color} {point}, captura # piedras} other {{color} {point}, captura # piedras}}",
  "announce.pass": "{color} pasa",
  "announce.undo": "Jugada deshecha",
  "announce.newGame": "Nueva partida en {width, number} × {height, number}",
  "play.saveSgf": "Guardar como SGF…",
};
