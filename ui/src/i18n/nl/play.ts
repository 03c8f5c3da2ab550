//! Dutch. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "{color} is aan zet",
  "play.turnHandicap": "{color} zet voorgiftstenen",
  "play.turnScoring": "Tellen",
  "play.turnOver": "Partij afgelopen",
  "play.toMove": "aan zet",
  "play.stone": "Steen: {color}",
  "play.captures": "Gevangenen: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {Zwart zet nog één voorgiftsteen — kies er een punt voor.} other {Zwart zet nog # voorgiftstenen — kies er de punten voor.}}",
  "play.scoringNote": "Beide spelers hebben gepast: nu wordt er geteld.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "voorgift {n, number}",
  "play.moveNumber": "{n, plural, =0 {Nog geen zet} one {# zet gespeeld} other {# zetten gespeeld}}",
  "play.pass": "Passen",
  "play.resign": "Opgeven",
  "play.resignQuestion": "Wil {color} echt opgeven?",
  "play.resignConfirm": "Ja, {color} geeft op",
  "play.cancel": "Annuleren",
  "play.undo": "Zet terugnemen",
  "play.redo": "Zet opnieuw spelen",
  "play.newGame": "Nieuwe partij",
  "play.controls": "Bediening van de partij",
  "play.players": "Spelers",
  "clock.label": "Klok van {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, one {laatste periode} other {# periodes}}",
  "clock.flagged": "De tijd is op",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, één steen geslagen} other {{color} {point}, # stenen geslagen}}",
  "announce.pass": "{color} past",
  "announce.undo": "Zet teruggenomen",
  "announce.newGame": "Nieuwe partij op {width, number} × {height, number}",
  "play.saveSgf": "Opslaan als SGF …",
};
