//! Dutch. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Allereerste stapjes",
  "engine.level.gentle": "Heel makkelijk",
  "engine.level.easy": "Makkelijk",
  "engine.level.relaxed": "Ontspannen",
  "engine.level.moderate": "Gemiddeld",
  "engine.level.steady": "Degelijk",
  "engine.level.challenging": "Uitdagend",
  "engine.level.tough": "Moeilijk",
  "engine.level.strong": "Sterk",
  "engine.level.strongest": "Sterkst",
  "engine.levelOption": "Niveau {level, number} – {name}",
  "engine.playerName": "{engine} (niveau {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Het programma speelt precies volgens deze regels.",
  "engine.rulesUnknown":
    "Aan dit programma kun je de regels niet doorgeven; het speelt volgens zijn eigen regels. LoGo controleert toch elke zet die het doet.",
  "engine.rulesPartial": "Niet alle regels kunnen aan het programma worden doorgegeven:",
  "engine.rules_gap.ko":
    "Het kent de ko-regel niet. Probeert het een zet die deze regels verbieden, dan weigert LoGo die en laat het je dat weten.",
  "engine.rules_gap.suicide":
    "Het kent de regel over zelfmoord niet. Probeert het een verboden zet, dan weigert LoGo die en laat het je dat weten.",
  "engine.rules_gap.scoring":
    "Het telt op een andere manier (gebied of oppervlakte) en schat de stand daardoor anders in; aan het eind wordt geteld volgens jouw regels.",
  "engine.rules_gap.seki":
    "Het waardeert punten in seki anders dan deze regels; aan het eind wordt geteld volgens jouw regels.",
  "engine.rules_gap.handicap_compensation":
    "Het berekent de compensatie voor voorgiftstenen anders; aan het eind wordt geteld volgens jouw regels.",
  "engine.rules_gap.dead_stones":
    "Het weet niet of dode stenen vóór het tellen van het bord gaan; aan het eind wordt geteld volgens jouw regels.",
  "engine.sizeTooLarge": "Dit programma speelt op borden tot en met {max, number} × {max, number}.",
  "engine.error.not_found": "Het programma “{program}” is niet te vinden.",
  "engine.error.spawn_failed":
    "Het programma “{program}” kon niet worden gestart (melding van het besturingssysteem: {reason}).",
  "engine.error.spawn_permission_denied":
    "Het programma “{program}” mag niet worden gestart: het heeft geen toestemming om uit te voeren.",
  "engine.error.crashed": "Het programma is gecrasht bij “{command}”.",
  "engine.error.timeout":
    "Het programma gaf binnen {seconds, number} seconden geen antwoord op “{command}” en is gestopt.",
  "engine.error.protocol": "Het programma gaf op “{command}” een antwoord dat LoGo niet kan lezen, en is gestopt.",
  "engine.error.refused": "Het programma weigerde “{command}”: {message}",
  "engine.error.unsupported": "Het programma kent de opdracht “{command}” niet.",
  "engine.error.cancelled": "Het programma werd onderbroken bij “{command}”.",
  "engine.error.stopped": "Het programma draait niet meer.",
  "engine.stderr": "Zijn laatste woorden: {text}",
  "engine.illegalMove": "Het programma wilde op {point} spelen, maar de regels verbieden dat. {reason}",
  "engine.problemTitle": "{engine} kan op dit moment niet verder.",
  "engine.problemSafe": "De partij is opgeslagen en blijft zoals ze is.",
  "engine.retry": "Opnieuw proberen",
  "engine.twoPlayers": "Met z’n tweeën verder spelen",
  "engine.stopThinking": "{engine} stoppen en met z’n tweeën verder spelen",
  "engine.other": "Een andere tegenstander",
  "engine.otherApply": "Met deze tegenstander verder spelen",
  "engine.panel": "Computertegenstander",
  "engine.starting": "{engine} wordt gestart …",
  "engine.thinking": "{engine} denkt na …",
  "engine.placing": "{engine} zet zijn voorgiftstenen …",
  "engine.judging": "{engine} bekijkt welke stenen dood zijn …",
  "engine.hinting": "{engine} zoekt een tip …",
  "engine.moveTime": "{n, plural, one {# seconde per zet} other {# seconden per zet}}",
  "engine.hint": "Tip",
  "engine.hintPoint": "Tip: {point}",
  "engine.hintPass": "Tip: passen",
  "engine.hintResign": "Tip: deze partij is nauwelijks nog te winnen.",
  "engine.whatIf": "Wat als?",
  "engine.opinionTitle": "Tweede mening: {engine}",
  "engine.opinionNone": "{engine} vindt geen enkele steen dood.",
  "engine.opinionSome":
    "{n, plural, one {{engine} vindt één steen dood: {points}.} other {{engine} vindt # stenen dood: {points}.}}",
  "engine.opinionSame": "Dat klopt met de markering op het bord.",
  "engine.opinionDiffers": "Dat wijkt af van de markering op het bord.",
  "engine.opinionAdopt": "De markering van {engine} overnemen",
  "engine.confirmsWithYou": "{engine} aanvaardt de telling zodra jij bevestigt.",
  "engine.you": "Jij",
};
