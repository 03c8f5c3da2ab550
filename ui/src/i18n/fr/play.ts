//! French. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "{color} joue",
  "play.turnHandicap": "{color} pose les pierres de handicap",
  "play.turnScoring": "Décompte",
  "play.turnOver": "Partie terminée",
  "play.toMove": "à jouer",
  "play.stone": "Pierre : {color}",
  "play.captures": "Prisonniers : {n, number}",
  "play.handicapLeft":
    "{n, plural, =1 {Noir pose encore une pierre de handicap – choisissez son emplacement.} one {Noir pose encore # pierre de handicap – choisissez son emplacement.} many {Noir pose encore # pierres de handicap – choisissez leurs emplacements.} other {Noir pose encore # pierres de handicap – choisissez leurs emplacements.}}",
  "play.scoringNote": "Les deux joueurs ont passé : place au décompte.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "handicap {n, number}",
  "play.moveNumber": "{n, plural, =0 {Aucun coup joué} one {# coup joué} many {# coups joués} other {# coups joués}}",
  "play.pass": "Passer",
  "play.resign": "Abandonner",
  "play.resignQuestion": "{color} abandonne-t-il vraiment ?",
  "play.resignConfirm": "Oui, {color} abandonne",
  "play.cancel": "Annuler",
  "play.undo": "Annuler le coup",
  "play.redo": "Rétablir le coup",
  "play.newGame": "Nouvelle partie",
  "play.controls": "Commandes de la partie",
  "play.players": "Joueurs",
  "clock.label": "Pendule de {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, =1 {dernière période} one {# période} many {# périodes} other {# périodes}}",
  "clock.flagged": "Temps écoulé",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, =1 {{color} {point}, une pierre capturée} one {{color} {point}, # pierre capturée} many {{color} {point}, # pierres capturées} other {{color} {point}, # pierres capturées}}",
  "announce.pass": "{color} passe",
  "announce.undo": "Coup annulé",
  "announce.newGame": "Nouvelle partie sur {width, number} × {height, number}",
  "play.saveSgf": "Enregistrer en SGF…",
};
