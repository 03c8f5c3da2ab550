//! Danish. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Der står allerede en sten på {point}.",
  "why.refused.suicide": "{color} må ikke spille {point}: stenen ville ikke have nogen frihed (selvmord).",
  "why.refused.ko":
    "{color} må ikke spille {point}: det ville være at tage tilbage med det samme i en ko. Der skal først spilles et træk et andet sted.",
  "why.refused.superko":
    "{color} må ikke spille {point}: det ville gentage en tidligere stilling på hele brættet (superko).",
  "why.refused.other": "{color} må ikke spille {point} nu.",
  "why.legal": "{color} må spille {point}: trækket er tilladt.",
  "why.stoneB": "Der står en sort sten på {point}.",
  "why.stoneW": "Der står en hvid sten på {point}.",
  "why.empty": "{point} er tomt.",
  "why.captured": "Kæden på {point} er fanget.",
  "why.hasLiberty":
    "Kæden på {point} står stadig: den har {count, plural, one {friheden} other {frihederne}} {points}.",
  "why.libertyCount":
    "Kæden på {point} står der stadig, med {count, plural, =0 {ingen frihed} one {én frihed} other {# friheder}}.",
  "why.liberties":
    "Kæden på {point} har {count, plural, =0 {ingen frihed} one {én frihed: {points}} other {# friheder: {points}}}.",
  "why.noChain": "Der står ingen sten på {point}.",
  "why.connected": "Stenene på {points} danner én kæde.",
  "why.notConnected": "Stenene på {points} danner ikke én kæde.",
  "why.captures": "{color} har fanget {count, plural, =0 {ingen sten endnu} one {én sten} other {# sten}}.",
  "why.missing": "{count, plural, one {Der mangler stadig ét punkt} other {Der mangler stadig # punkter}}.",
  "why.notExpected":
    "{count, plural, one {Dette punkt hører ikke med} other {Disse punkter hører ikke med}}: {points}.",
  "why.tooLow": "Tallet er for lavt.",
  "why.tooHigh": "Tallet er for højt.",
  "why.tooLowFor": "Tallet for {color} er for lavt.",
  "why.tooHighFor": "Tallet for {color} er for højt.",
  "why.wrongWinner": "Vinderen er forkert.",
};
