//! German. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

export const why = {
  "why.refused.occupied": "Auf {point} liegt schon ein Stein.",
  "why.refused.suicide": "{color} darf nicht auf {point} setzen: Der Stein hätte keine Freiheit (Selbstmord).",
  "why.refused.ko":
    "{color} darf nicht auf {point} setzen: Das wäre das sofortige Zurückschlagen im Ko. Erst muss woanders ein Zug geschehen.",
  "why.refused.superko":
    "{color} darf nicht auf {point} setzen: Das brächte eine frühere Stellung des ganzen Bretts zurück (Superko).",
  "why.refused.other": "{color} darf jetzt nicht auf {point} setzen.",
  "why.legal": "{color} darf auf {point} setzen: Dieser Zug ist erlaubt.",
  "why.stoneB": "Auf {point} liegt ein schwarzer Stein.",
  "why.stoneW": "Auf {point} liegt ein weißer Stein.",
  "why.empty": "{point} ist leer.",
  "why.captured": "Die Kette auf {point} ist geschlagen.",
  "why.hasLiberty":
    "Die Kette auf {point} steht noch: Sie hat {count, plural, one {die Freiheit} other {die Freiheiten}} {points}.",
  "why.libertyCount":
    "Die Kette auf {point} steht noch und hat {count, plural, =0 {keine Freiheit} one {eine Freiheit} other {# Freiheiten}}.",
  "why.liberties":
    "Die Kette auf {point} hat {count, plural, =0 {keine Freiheit} one {eine Freiheit: {points}} other {# Freiheiten: {points}}}.",
  "why.noChain": "Auf {point} liegt kein Stein.",
  "why.connected": "Die Steine auf {points} bilden eine Kette.",
  "why.notConnected": "Die Steine auf {points} hängen nicht zu einer Kette zusammen.",
  "why.captures": "{color} hat {count, plural, =0 {noch keinen Stein} one {einen Stein} other {# Steine}} geschlagen.",
  "why.missing": "Es {count, plural, one {fehlt noch ein Punkt} other {fehlen noch # Punkte}}.",
  "why.notExpected": "{count, plural, one {Dieser Punkt gehört} other {Diese Punkte gehören}} nicht dazu: {points}.",
  "why.tooLow": "Die Zahl ist zu klein.",
  "why.tooHigh": "Die Zahl ist zu groß.",
  "why.tooLowFor": "Die Zahl für {color} ist zu klein.",
  "why.tooHighFor": "Die Zahl für {color} ist zu groß.",
  "why.wrongWinner": "Der Sieger stimmt nicht.",
} as const;
