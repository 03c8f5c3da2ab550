//! French. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Il y a déjà une pierre en {point}.",
  "why.refused.suicide": "{color} ne peut pas jouer en {point} : la pierre n’aurait aucune liberté (suicide).",
  "why.refused.ko":
    "{color} ne peut pas jouer en {point} : ce serait reprendre un ko immédiatement. Il faut d’abord jouer ailleurs.",
  "why.refused.superko":
    "{color} ne peut pas jouer en {point} : cela ramènerait une position antérieure de tout le goban (superko).",
  "why.refused.other": "{color} ne peut pas jouer en {point} maintenant.",
  "why.legal": "{color} peut jouer en {point} : ce coup est permis.",
  "why.stoneB": "Il y a une pierre noire en {point}.",
  "why.stoneW": "Il y a une pierre blanche en {point}.",
  "why.empty": "{point} est vide.",
  "why.captured": "La chaîne en {point} est capturée.",
  "why.hasLiberty":
    "La chaîne en {point} tient encore : il lui reste {count, plural, =1 {la liberté} one {la liberté} many {les libertés} other {les libertés}} {points}.",
  "why.libertyCount":
    "{count, plural, =0 {La chaîne en {point} est encore là, sans liberté.} =1 {La chaîne en {point} est encore là, avec une liberté.} one {La chaîne en {point} est encore là, avec # liberté.} many {La chaîne en {point} est encore là, avec # libertés.} other {La chaîne en {point} est encore là, avec # libertés.}}",
  "why.liberties":
    "{count, plural, =0 {La chaîne en {point} n’a aucune liberté.} =1 {La chaîne en {point} a une liberté : {points}.} one {La chaîne en {point} a # liberté : {points}.} many {La chaîne en {point} a # libertés : {points}.} other {La chaîne en {point} a # libertés : {points}.}}",
  "why.noChain": "Il n’y a pas de pierre en {point}.",
  "why.connected": "Les pierres en {points} forment une seule chaîne.",
  "why.notConnected": "Les pierres en {points} ne forment pas une seule chaîne.",
  "why.captures":
    "{count, plural, =0 {{color} n’a encore capturé aucune pierre.} =1 {{color} a capturé une pierre.} one {{color} a capturé # pierre.} many {{color} a capturé # pierres.} other {{color} a capturé # pierres.}}",
  "why.missing":
    "{count, plural, =1 {Il manque encore un point.} one {Il manque encore # point.} many {Il manque encore # points.} other {Il manque encore # points.}}",
  "why.notExpected":
    "{count, plural, =1 {Ce point n’en fait pas partie : {points}.} one {Ce point n’en fait pas partie : {points}.} many {Ces points n’en font pas partie : {points}.} other {Ces points n’en font pas partie : {points}.}}",
  "why.tooLow": "Le nombre est trop petit.",
  "why.tooHigh": "Le nombre est trop grand.",
  "why.tooLowFor": "Le nombre pour {color} est trop petit.",
  "why.tooHighFor": "Le nombre pour {color} est trop grand.",
  "why.wrongWinner": "Ce n’est pas le bon gagnant.",
};
