//! French. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Tout premiers pas",
  "engine.level.gentle": "Très facile",
  "engine.level.easy": "Facile",
  "engine.level.relaxed": "Détendu",
  "engine.level.moderate": "Moyen",
  "engine.level.steady": "Solide",
  "engine.level.challenging": "Exigeant",
  "engine.level.tough": "Difficile",
  "engine.level.strong": "Fort",
  "engine.level.strongest": "Le plus fort",
  "engine.levelOption": "Niveau {level, number} – {name}",
  "engine.playerName": "{engine} (niveau {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Le programme joue exactement selon ces règles.",
  "engine.rulesUnknown":
    "On ne peut pas indiquer les règles à ce programme ; il suit les siennes. LoGo vérifie malgré tout chacun de ses coups.",
  "engine.rulesPartial": "Toutes les règles ne peuvent pas être transmises au programme :",
  "engine.rules_gap.ko":
    "Il ne connaît pas la règle du ko. S’il tente un coup que ces règles interdisent, LoGo le refuse et vous prévient.",
  "engine.rules_gap.suicide":
    "Il ne connaît pas la règle du suicide. S’il tente un coup interdit, LoGo le refuse et vous prévient.",
  "engine.rules_gap.scoring":
    "Il compte autrement (territoire ou zone) et évalue donc le score différemment ; le décompte final suit vos règles.",
  "engine.rules_gap.seki": "Il évalue les points en seki autrement que ces règles ; le décompte final suit vos règles.",
  "engine.rules_gap.handicap_compensation":
    "Il calcule autrement la compensation des pierres de handicap ; le décompte final suit vos règles.",
  "engine.rules_gap.dead_stones":
    "Il ne sait pas si les pierres mortes quittent le goban avant le décompte ; le décompte final suit vos règles.",
  "engine.sizeTooLarge": "Ce programme joue sur des gobans de {max, number} × {max, number} au plus.",
  "engine.error.not_found": "Le programme « {program} » est introuvable.",
  "engine.error.spawn_failed": "Impossible de lancer le programme « {program} » (message du système : {reason}).",
  "engine.error.spawn_permission_denied":
    "Le programme « {program} » ne peut pas être lancé : il n’a pas l’autorisation d’exécution.",
  "engine.error.crashed": "Le programme s’est arrêté brutalement pendant « {command} ».",
  "engine.error.timeout":
    "Le programme n’a pas répondu à « {command} » en {seconds, number} secondes ; il a été arrêté.",
  "engine.error.protocol":
    "Le programme a répondu à « {command} » d’une manière que LoGo ne comprend pas ; il a été arrêté.",
  "engine.error.refused": "Le programme a refusé « {command} » : {message}",
  "engine.error.unsupported": "Le programme ne connaît pas la commande « {command} ».",
  "engine.error.cancelled": "Le programme a été interrompu pendant « {command} ».",
  "engine.error.stopped": "Le programme ne tourne plus.",
  "engine.stderr": "Ses derniers mots : {text}",
  "engine.illegalMove": "Le programme voulait jouer en {point}, mais les règles l’interdisent. {reason}",
  "engine.problemTitle": "{engine} ne peut pas continuer pour le moment.",
  "engine.problemSafe": "La partie est enregistrée et reste telle quelle.",
  "engine.retry": "Réessayer",
  "engine.twoPlayers": "Continuer à deux joueurs",
  "engine.stopThinking": "Arrêter {engine} et continuer à deux",
  "engine.other": "Un autre adversaire",
  "engine.otherApply": "Continuer avec cet adversaire",
  "engine.panel": "Adversaire ordinateur",
  "engine.starting": "{engine} démarre…",
  "engine.thinking": "{engine} réfléchit…",
  "engine.placing": "{engine} pose ses pierres de handicap…",
  "engine.judging": "{engine} cherche les pierres mortes…",
  "engine.hinting": "{engine} cherche un conseil…",
  "engine.moveTime": "{n, plural, one {# seconde par coup} many {# secondes par coup} other {# secondes par coup}}",
  "engine.hint": "Conseil",
  "engine.hintPoint": "Conseil : {point}",
  "engine.hintPass": "Conseil : passer",
  "engine.hintResign": "Conseil : cette partie ne peut presque plus être gagnée.",
  "engine.whatIf": "Et si… ?",
  "engine.opinionTitle": "Deuxième avis : {engine}",
  "engine.opinionNone": "{engine} ne considère aucune pierre comme morte.",
  "engine.opinionSome":
    "{n, plural, =1 {{engine} considère une pierre comme morte : {points}.} one {{engine} considère # pierre comme morte : {points}.} many {{engine} considère # pierres comme mortes : {points}.} other {{engine} considère # pierres comme mortes : {points}.}}",
  "engine.opinionSame": "Cela correspond au marquage du goban.",
  "engine.opinionDiffers": "Cela diffère du marquage du goban.",
  "engine.opinionAdopt": "Reprendre le marquage de {engine}",
  "engine.confirmsWithYou": "{engine} accepte le décompte dès que vous le confirmez.",
  "engine.you": "Vous",
};
