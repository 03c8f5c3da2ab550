//! Polish. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "Teraz gra {color}",
  "play.turnHandicap": "{color} stawia kamienie handicapowe",
  "play.turnScoring": "Liczenie",
  "play.turnOver": "Koniec partii",
  "play.toMove": "ma ruch",
  "play.stone": "Kolor kamieni: {color}",
  "play.captures": "Jeńcy: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {Czarny stawia jeszcze jeden kamień handicapowy — wybierz dla niego punkt.} few {Czarny stawia jeszcze # kamienie handicapowe — wybierz dla nich punkty.} many {Czarny stawia jeszcze # kamieni handicapowych — wybierz dla nich punkty.} other {Czarny stawia jeszcze kamienie handicapowe (#) — wybierz dla nich punkty.}}",
  "play.scoringNote": "Obaj gracze spasowali: teraz liczenie.",
  "play.rules": "{rules} · komi {komi, number}",
  "play.handicap": "handicap {n, number}",
  "play.moveNumber":
    "{n, plural, =0 {Jeszcze bez ruchów} one {Rozegrano # ruch} few {Rozegrano # ruchy} many {Rozegrano # ruchów} other {Rozegrano # ruchu}}",
  "play.pass": "Spasuj",
  "play.resign": "Poddaj partię",
  "play.resignQuestion": "Czy {color} naprawdę się poddaje?",
  "play.resignConfirm": "Tak, {color} się poddaje",
  "play.cancel": "Anuluj",
  "play.undo": "Cofnij ruch",
  "play.redo": "Przywróć ruch",
  "play.newGame": "Nowa partia",
  "play.controls": "Sterowanie partią",
  "play.players": "Gracze",
  "clock.label": "Zegar: {color}",
  "clock.byoyomi": "byo-yomi {time}",
  "clock.periods": "{n, plural, one {ostatni okres} few {# okresy} many {# okresów} other {# okresu}}",
  "clock.flagged": "Czas minął",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, zbity jeden kamień} few {{color} {point}, zbite # kamienie} many {{color} {point}, zbitych # kamieni} other {{color} {point}, zbito # kamienia}}",
  "announce.pass": "{color} pasuje",
  "announce.undo": "Ruch cofnięty",
  "announce.newGame": "Nowa partia na planszy {width, number} × {height, number}",
  "play.saveSgf": "Zapisz jako SGF…",
};
