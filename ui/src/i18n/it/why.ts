//! Italiano. Perché una risposta in una lezione è giusta o sbagliata: una
//! frase per ogni fatto che go-core riporta (codici `Why`), con i punti
//! chiamati come sul goban (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Su {point} c’è già una pietra.",
  "why.refused.suicide": "Il {color} non può giocare in {point}: la pietra non avrebbe nessuna libertà (suicidio).",
  "why.refused.ko":
    "Il {color} non può giocare in {point}: sarebbe la ricattura immediata in un ko. Prima bisogna giocare una mossa altrove.",
  "why.refused.superko":
    "Il {color} non può giocare in {point}: riporterebbe una posizione precedente dell’intero goban (superko).",
  "why.refused.other": "Il {color} ora non può giocare in {point}.",
  "why.legal": "Il {color} può giocare in {point}: questa mossa è permessa.",
  "why.stoneB": "Su {point} c’è una pietra nera.",
  "why.stoneW": "Su {point} c’è una pietra bianca.",
  "why.empty": "{point} è vuoto.",
  "why.captured": "La catena in {point} è catturata.",
  "why.hasLiberty":
    "La catena in {point} è ancora in piedi: ha {count, plural, one {la libertà} many {le libertà} other {le libertà}} {points}.",
  "why.libertyCount":
    "La catena in {point} è ancora sul goban, con {count, plural, =0 {nessuna libertà} one {una libertà} many {# libertà} other {# libertà}}.",
  "why.liberties":
    "La catena in {point} ha {count, plural, =0 {nessuna libertà} one {una libertà: {points}} many {# libertà: {points}} other {# libertà: {points}}}.",
  "why.noChain": "Su {point} non c’è nessuna pietra.",
  "why.connected": "Le pietre in {points} formano una sola catena.",
  "why.notConnected": "Le pietre in {points} non formano una sola catena.",
  "why.captures":
    "Il {color} ha catturato {count, plural, =0 {ancora nessuna pietra} one {una pietra} many {# pietre} other {# pietre}}.",
  "why.missing":
    "{count, plural, one {Manca ancora un punto} many {Mancano ancora # punti} other {Mancano ancora # punti}}.",
  "why.notExpected":
    "{count, plural, one {Questo punto non fa} many {Questi punti non fanno} other {Questi punti non fanno}} parte della risposta: {points}.",
  "why.tooLow": "Il numero è troppo basso.",
  "why.tooHigh": "Il numero è troppo alto.",
  "why.tooLowFor": "Il numero per il {color} è troppo basso.",
  "why.tooHighFor": "Il numero per il {color} è troppo alto.",
  "why.wrongWinner": "Il vincitore non è quello giusto.",
};
