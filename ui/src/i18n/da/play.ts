//! Danish. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "{color} er i trækket",
  "play.turnHandicap": "{color} placerer handicapsten",
  "play.turnScoring": "Optælling",
  "play.turnOver": "Partiet er slut",
  "play.toMove": "i trækket",
  "play.stone": "Sten: {color}",
  "play.captures": "Fanger: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {Sort mangler at placere én handicapsten — vælg et punkt til den.} other {Sort mangler at placere # handicapsten — vælg punkterne til dem.}}",
  "play.scoringNote": "Begge spillere har passet: nu skal der tælles.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "handicap {n, number}",
  "play.moveNumber": "{n, plural, =0 {Intet træk endnu} one {# træk spillet} other {# træk spillet}}",
  "play.pass": "Pas",
  "play.resign": "Giv op",
  "play.resignQuestion": "Vil {color} virkelig give op?",
  "play.resignConfirm": "Ja, {color} giver op",
  "play.cancel": "Annuller",
  "play.undo": "Fortryd træk",
  "play.redo": "Gentag træk",
  "play.newGame": "Nyt parti",
  "play.controls": "Styring af partiet",
  "play.players": "Spillere",
  "clock.label": "Ur for {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, one {sidste periode} other {# perioder}}",
  "clock.flagged": "Tiden er gået",
  "announce.move": "{color} {point}",
  "announce.capture": "{n, plural, one {{color} {point}, én sten fanget} other {{color} {point}, # sten fanget}}",
  "announce.pass": "{color} passer",
  "announce.undo": "Trækket er taget tilbage",
  "announce.newGame": "Nyt parti på {width, number} × {height, number}",
  "play.saveSgf": "Gem som SGF …",
};
