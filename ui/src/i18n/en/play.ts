//! English. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "{color} to play",
  "play.turnHandicap": "{color} places handicap stones",
  "play.turnScoring": "Counting",
  "play.turnOver": "Game over",
  "play.toMove": "to play",
  "play.stone": "Stone: {color}",
  "play.captures": "Prisoners: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {Black places one more handicap stone — choose a point for it.} other {Black places # more handicap stones — choose the points for them.}}",
  "play.scoringNote": "Both players passed: counting comes next.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "handicap {n, number}",
  "play.moveNumber": "{n, plural, =0 {No move yet} one {# move played} other {# moves played}}",
  "play.pass": "Pass",
  "play.resign": "Resign",
  "play.resignQuestion": "Does {color} really resign?",
  "play.resignConfirm": "Yes, {color} resigns",
  "play.cancel": "Cancel",
  "play.undo": "Undo move",
  "play.redo": "Redo move",
  "play.newGame": "New game",
  "play.controls": "Game controls",
  "play.players": "Players",
  "clock.label": "{color}'s clock",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, one {last period} other {# periods}}",
  "clock.flagged": "Time is up",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, one stone captured} other {{color} {point}, # stones captured}}",
  "announce.pass": "{color} passes",
  "announce.undo": "Move taken back",
  "announce.newGame": "New game on {width, number} × {height, number}",
  "play.saveSgf": "Save as SGF …",
};
