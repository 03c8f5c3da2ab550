//! German. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

export const play = {
  "play.turn": "{color} ist am Zug",
  "play.turnHandicap": "{color} setzt Vorgabesteine",
  "play.turnScoring": "Zählen",
  "play.turnOver": "Partie beendet",
  "play.toMove": "am Zug",
  "play.stone": "Stein: {color}",
  "play.captures": "Gefangene: {n, number}",
  "play.handicapLeft":
    "{n, plural, one {Schwarz setzt noch einen Vorgabestein — wähle dafür einen Punkt.} other {Schwarz setzt noch # Vorgabesteine — wähle dafür die Punkte.}}",
  "play.scoringNote": "Beide haben gepasst: Als Nächstes wird gezählt.",
  "play.rules": "{rules} · Komi {komi, number}",
  "play.handicap": "Vorgabe {n, number}",
  "play.moveNumber": "{n, plural, =0 {Noch kein Zug} one {# Zug gespielt} other {# Züge gespielt}}",
  "play.pass": "Passen",
  "play.resign": "Aufgeben",
  "play.resignQuestion": "Soll {color} wirklich aufgeben?",
  "play.resignConfirm": "Ja, {color} gibt auf",
  "play.cancel": "Abbrechen",
  "play.undo": "Zug zurücknehmen",
  "play.redo": "Zug wiederherstellen",
  "play.newGame": "Neues Spiel",
  "play.controls": "Spielsteuerung",
  "play.players": "Spieler",
  "clock.label": "Uhr {color}",
  "clock.byoyomi": "Byo-yomi {time}",
  "clock.periods": "{n, plural, one {letzte Periode} other {# Perioden}}",
  "clock.flagged": "Zeit abgelaufen",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, ein Stein geschlagen} other {{color} {point}, # Steine geschlagen}}",
  "announce.pass": "{color} passt",
  "announce.undo": "Zug zurückgenommen",
  "announce.newGame": "Neue Partie auf {width, number} × {height, number}",
  "play.saveSgf": "Als SGF speichern …",
} as const;
