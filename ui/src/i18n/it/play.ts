//! Italiano. La schermata di gioco: turno, giocatori, comandi, orologi, e ciò
//! che la regione live annuncia sulle mosse.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "Tocca al {color}",
  "play.turnHandicap": "Il {color} posa le pietre di handicap",
  "play.turnScoring": "Conteggio",
  "play.turnOver": "Partita finita",
  "play.toMove": "di turno",
  "play.stone": "Colore: {color}",
  "play.captures": "Prigionieri: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {Il Nero deve posare ancora una pietra di handicap — scegli un punto.} many {Il Nero deve posare ancora # pietre di handicap — scegli i punti.} other {Il Nero deve posare ancora # pietre di handicap — scegli i punti.}}",
  "play.scoringNote": "Entrambi hanno passato: ora si conta.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "handicap {n, number}",
  "play.moveNumber":
    "{n, plural, =0 {Ancora nessuna mossa} one {# mossa giocata} many {# mosse giocate} other {# mosse giocate}}",
  "play.pass": "Passa",
  "play.resign": "Abbandona",
  "play.resignQuestion": "Il {color} vuole davvero abbandonare?",
  "play.resignConfirm": "Sì, il {color} abbandona",
  "play.cancel": "Annulla",
  "play.undo": "Annulla la mossa",
  "play.redo": "Ripeti la mossa",
  "play.newGame": "Nuova partita",
  "play.controls": "Comandi della partita",
  "play.players": "Giocatori",
  "clock.label": "Orologio del {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, one {ultimo periodo} many {# periodi} other {# periodi}}",
  "clock.flagged": "Tempo scaduto",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, una pietra catturata} many {{color} {point}, # pietre catturate} other {{color} {point}, # pietre catturate}}",
  "announce.pass": "Il {color} passa",
  "announce.undo": "Mossa annullata",
  "announce.newGame": "Nuova partita su {width, number} × {height, number}",
  "play.saveSgf": "Salva come SGF …",
};
