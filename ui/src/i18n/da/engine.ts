//! Danish. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "De allerførste skridt",
  "engine.level.gentle": "Meget let",
  "engine.level.easy": "Let",
  "engine.level.relaxed": "Afslappet",
  "engine.level.moderate": "Middel",
  "engine.level.steady": "Stabil",
  "engine.level.challenging": "Udfordrende",
  "engine.level.tough": "Svær",
  "engine.level.strong": "Stærk",
  "engine.level.strongest": "Stærkest",
  "engine.levelOption": "Niveau {level, number} – {name}",
  "engine.playerName": "{engine} (niveau {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Programmet spiller præcis efter disse regler.",
  "engine.rulesUnknown":
    "Dette program kan ikke få reglerne at vide; det spiller efter sine egne. LoGo kontrollerer alligevel hvert eneste af dets træk.",
  "engine.rulesPartial": "Ikke alle regler kan meddeles programmet:",
  "engine.rules_gap.ko":
    "Det kender ikke ko-reglen. Prøver det et træk, som disse regler forbyder, afviser LoGo trækket og siger det til dig.",
  "engine.rules_gap.suicide":
    "Det kender ikke reglen om selvmord. Prøver det et forbudt træk, afviser LoGo trækket og siger det til dig.",
  "engine.rules_gap.scoring":
    "Det tæller på den anden måde (territorium eller område) og bedømmer derfor stillingen anderledes; slutoptællingen følger dine regler.",
  "engine.rules_gap.seki":
    "Det vurderer punkter i seki anderledes end disse regler; slutoptællingen følger dine regler.",
  "engine.rules_gap.handicap_compensation":
    "Det beregner kompensationen for handicapsten anderledes; slutoptællingen følger dine regler.",
  "engine.rules_gap.dead_stones":
    "Det ved ikke, om døde sten fjernes fra brættet før optællingen; slutoptællingen følger dine regler.",
  "engine.sizeTooLarge": "Dette program spiller på brætter op til {max, number} × {max, number}.",
  "engine.error.not_found": "Programmet »{program}« kan ikke findes.",
  "engine.error.spawn_failed": "Programmet »{program}« kunne ikke startes (styresystemets melding: {reason}).",
  "engine.error.spawn_permission_denied":
    "Programmet »{program}« må ikke startes: det mangler tilladelse til at blive kørt.",
  "engine.error.crashed": "Programmet gik ned under »{command}«.",
  "engine.error.timeout":
    "Programmet svarede ikke på »{command}« inden for {seconds, number} sekunder og blev stoppet.",
  "engine.error.protocol": "Programmet svarede på »{command}« med noget, LoGo ikke kan læse, og blev stoppet.",
  "engine.error.refused": "Programmet afviste »{command}«: {message}",
  "engine.error.unsupported": "Programmet kender ikke kommandoen »{command}«.",
  "engine.error.cancelled": "Programmet blev afbrudt under »{command}«.",
  "engine.error.stopped": "Programmet kører ikke længere.",
  "engine.stderr": "Programmets sidste ord: {text}",
  "engine.illegalMove": "Programmet ville spille {point}, men reglerne forbyder det. {reason}",
  "engine.problemTitle": "{engine} kan ikke fortsætte lige nu.",
  "engine.problemSafe": "Partiet er gemt og forbliver, som det er.",
  "engine.retry": "Prøv igen",
  "engine.twoPlayers": "Fortsæt som to spillere",
  "engine.stopThinking": "Stop {engine} og fortsæt som to spillere",
  "engine.other": "En anden modstander",
  "engine.otherApply": "Fortsæt med denne modstander",
  "engine.panel": "Computermodstander",
  "engine.starting": "{engine} starter …",
  "engine.thinking": "{engine} tænker …",
  "engine.placing": "{engine} placerer sine handicapsten …",
  "engine.judging": "{engine} undersøger, hvilke sten der er døde …",
  "engine.hinting": "{engine} leder efter et tip …",
  "engine.moveTime": "{n, plural, one {# sekund pr. træk} other {# sekunder pr. træk}}",
  "engine.hint": "Tip",
  "engine.hintPoint": "Tip: {point}",
  "engine.hintPass": "Tip: pas",
  "engine.hintResign": "Tip: dette parti kan næppe vindes længere.",
  "engine.whatIf": "Hvad nu hvis?",
  "engine.opinionTitle": "Anden mening: {engine}",
  "engine.opinionNone": "{engine} mener, at ingen sten er døde.",
  "engine.opinionSome":
    "{n, plural, one {{engine} mener, at én sten er død: {points}.} other {{engine} mener, at # sten er døde: {points}.}}",
  "engine.opinionSame": "Det stemmer med markeringen på brættet.",
  "engine.opinionDiffers": "Det afviger fra markeringen på brættet.",
  "engine.opinionAdopt": "Overtag markeringen fra {engine}",
  "engine.confirmsWithYou": "{engine} godkender optællingen, så snart du bekræfter.",
  "engine.you": "Du",
};
