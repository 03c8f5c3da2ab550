//! English. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "There is a stone on {point} already.",
  "why.refused.suicide": "{color} may not play {point}: the stone would have no liberty (suicide).",
  "why.refused.ko":
    "{color} may not play {point}: that would be the immediate retake in a ko. A move elsewhere must come first.",
  "why.refused.superko":
    "{color} may not play {point}: it would bring back an earlier position of the whole board (superko).",
  "why.refused.other": "{color} may not play {point} now.",
  "why.legal": "{color} may play {point}: this move is allowed.",
  "why.stoneB": "There is a black stone on {point}.",
  "why.stoneW": "There is a white stone on {point}.",
  "why.empty": "{point} is empty.",
  "why.captured": "The chain on {point} is captured.",
  "why.hasLiberty":
    "The chain on {point} still stands: it has the {count, plural, one {liberty} other {liberties}} {points}.",
  "why.libertyCount":
    "The chain on {point} is still on the board with {count, plural, =0 {no liberty} one {one liberty} other {# liberties}}.",
  "why.liberties":
    "The chain on {point} has {count, plural, =0 {no liberty} one {one liberty: {points}} other {# liberties: {points}}}.",
  "why.noChain": "There is no stone on {point}.",
  "why.connected": "The stones on {points} form one chain.",
  "why.notConnected": "The stones on {points} do not form one chain.",
  "why.captures": "{color} has captured {count, plural, =0 {no stone yet} one {one stone} other {# stones}}.",
  "why.missing": "{count, plural, one {One point is} other {# points are}} still missing.",
  "why.notExpected": "{count, plural, one {This point does} other {These points do}} not belong: {points}.",
  "why.tooLow": "The number is too low.",
  "why.tooHigh": "The number is too high.",
  "why.tooLowFor": "The number for {color} is too low.",
  "why.tooHighFor": "The number for {color} is too high.",
  "why.wrongWinner": "The winner is wrong.",
};
