//! Spanish. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Ya hay una piedra en {point}.",
  "why.refused.suicide": "{color} no puede jugar en {point}: la piedra se quedaría sin libertades (suicidio).",
  "why.refused.ko":
    "{color} no puede jugar en {point}: sería recapturar el ko de inmediato. Antes hay que jugar en otro lugar.",
  "why.refused.superko":
    "{color} no puede jugar en {point}: volvería una posición anterior de todo el tablero (superko).",
  "why.refused.other": "{color} no puede jugar en {point} ahora.",
  "why.legal": "{color} puede jugar en {point}: es una jugada permitida.",
  "why.stoneB": "En {point} hay una piedra negra.",
  "why.stoneW": "En {point} hay una piedra blanca.",
  "why.empty": "{point} está vacío.",
  "why.captured": "La cadena de {point} está capturada.",
  "why.hasLiberty":
    "La cadena de {point} sigue en pie: tiene {count, plural, one {la libertad} many {las libertades} other {las libertades}} {points}.",
  "why.libertyCount":
    "La cadena de {point} sigue en el tablero con {count, plural, =0 {ninguna libertad} one {una libertad} many {# libertades} other {# libertades}}.",
  "why.liberties":
    "La cadena de {point} {count, plural, =0 {no tiene ninguna libertad} one {tiene una libertad: {points}} many {tiene # libertades: {points}} other {tiene # libertades: {points}}}.",
  "why.noChain": "No hay ninguna piedra en {point}.",
  "why.connected": "Las piedras de {points} forman una sola cadena.",
  "why.notConnected": "Las piedras de {points} no forman una sola cadena.",
  "why.captures":
    "{color} {count, plural, =0 {todavía no ha capturado ninguna piedra} one {ha capturado una piedra} many {ha capturado # piedras} other {ha capturado # piedras}}.",
  "why.missing":
    "{count, plural, one {Falta todavía un punto} many {Faltan todavía # puntos} other {Faltan todavía # puntos}}.",
  "why.notExpected":
    "{count, plural, one {Este punto no forma parte} many {Estos puntos no forman parte} other {Estos puntos no forman parte}}: {points}.",
  "why.tooLow": "El número es demasiado bajo.",
  "why.tooHigh": "El número es demasiado alto.",
  "why.tooLowFor": "El número de {color} es demasiado bajo.",
  "why.tooHighFor": "El número de {color} es demasiado alto.",
  "why.wrongWinner": "El ganador no es ese.",
};
