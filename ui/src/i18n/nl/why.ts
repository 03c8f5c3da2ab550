//! Dutch. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Op {point} ligt al een steen.",
  "why.refused.suicide": "{color} mag niet op {point} zetten: de steen zou geen enkele vrijheid hebben (zelfmoord).",
  "why.refused.ko":
    "{color} mag niet op {point} zetten: dan zou de ko meteen worden teruggeslagen. Eerst moet er ergens anders gespeeld worden.",
  "why.refused.superko":
    "{color} mag niet op {point} zetten: daarmee zou een eerdere stelling van het hele bord terugkomen (superko).",
  "why.refused.other": "{color} mag nu niet op {point} zetten.",
  "why.legal": "{color} mag op {point} zetten: deze zet is toegestaan.",
  "why.stoneB": "Op {point} ligt een zwarte steen.",
  "why.stoneW": "Op {point} ligt een witte steen.",
  "why.empty": "{point} is leeg.",
  "why.captured": "De keten op {point} is geslagen.",
  "why.hasLiberty":
    "De keten op {point} staat nog: hij heeft {count, plural, one {de vrijheid} other {de vrijheden}} {points}.",
  "why.libertyCount":
    "De keten op {point} staat er nog, met {count, plural, =0 {geen vrijheid} one {één vrijheid} other {# vrijheden}}.",
  "why.liberties":
    "De keten op {point} heeft {count, plural, =0 {geen vrijheid} one {één vrijheid: {points}} other {# vrijheden: {points}}}.",
  "why.noChain": "Op {point} ligt geen steen.",
  "why.connected": "De stenen op {points} vormen één keten.",
  "why.notConnected": "De stenen op {points} vormen samen geen keten.",
  "why.captures": "{color} heeft {count, plural, =0 {nog geen steen} one {één steen} other {# stenen}} geslagen.",
  "why.missing": "Er {count, plural, one {ontbreekt nog één punt} other {ontbreken nog # punten}}.",
  "why.notExpected": "{count, plural, one {Dit punt hoort} other {Deze punten horen}} er niet bij: {points}.",
  "why.tooLow": "Het getal is te laag.",
  "why.tooHigh": "Het getal is te hoog.",
  "why.tooLowFor": "Het getal voor {color} is te laag.",
  "why.tooHighFor": "Het getal voor {color} is te hoog.",
  "why.wrongWinner": "De winnaar klopt niet.",
};
