//! Spanish. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Primeros pasos",
  "engine.level.gentle": "Muy fácil",
  "engine.level.easy": "Fácil",
  "engine.level.relaxed": "Tranquilo",
  "engine.level.moderate": "Intermedio",
  "engine.level.steady": "Constante",
  "engine.level.challenging": "Exigente",
  "engine.level.tough": "Difícil",
  "engine.level.strong": "Fuerte",
  "engine.level.strongest": "El más fuerte",
  "engine.levelOption": "Nivel {level, number}: {name}",
  "engine.playerName": "{engine} (nivel {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "El programa juega exactamente con estas reglas.",
  "engine.rulesUnknown":
    "A este programa no se le pueden indicar las reglas: juega con las suyas. Aun así, LoGo comprueba cada una de sus jugadas.",
  "engine.rulesPartial": "No todas las reglas se le pueden indicar al programa:",
  "engine.rules_gap.ko":
    "No conoce la regla del ko. Si intenta una jugada que estas reglas prohíben, LoGo la rechaza y te avisa.",
  "engine.rules_gap.suicide":
    "No conoce la regla del suicidio. Si intenta una jugada prohibida, LoGo la rechaza y te avisa.",
  "engine.rules_gap.scoring":
    "Cuenta de la otra manera (territorio o área), así que valora el marcador de otro modo; el recuento final sigue tus reglas.",
  "engine.rules_gap.seki":
    "Valora los puntos en seki de forma distinta a estas reglas; el recuento final sigue tus reglas.",
  "engine.rules_gap.handicap_compensation":
    "Calcula de otro modo la compensación por las piedras de hándicap; el recuento final sigue tus reglas.",
  "engine.rules_gap.dead_stones":
    "No sabe si las piedras muertas se retiran del tablero antes de contar; el recuento final sigue tus reglas.",
  "engine.sizeTooLarge": "Este programa juega en tableros de hasta {max, number} × {max, number}.",
  "engine.error.not_found": "No se encuentra el programa «{program}».",
  "engine.error.spawn_failed": "No se ha podido iniciar el programa «{program}» (mensaje del sistema: {reason}).",
  "engine.error.spawn_permission_denied":
    "No se permite iniciar el programa «{program}»: le falta el permiso de ejecución.",
  "engine.error.crashed": "El programa se ha cerrado de forma inesperada durante «{command}».",
  "engine.error.timeout": "El programa no ha respondido a «{command}» en {seconds, number} segundos y se ha detenido.",
  "engine.error.protocol": "El programa ha respondido a «{command}» con algo que LoGo no entiende y se ha detenido.",
  "engine.error.refused": "El programa ha rechazado «{command}»: {message}",
  "engine.error.unsupported": "El programa no conoce la orden «{command}».",
  "engine.error.cancelled": "El programa se ha interrumpido durante «{command}».",
  "engine.error.stopped": "El programa ya no está en marcha.",
  "engine.stderr": "Sus últimas palabras: {text}",
  "engine.illegalMove": "El programa quería jugar en {point}, pero las reglas no lo permiten. {reason}",
  "engine.problemTitle": "{engine} no puede seguir jugando ahora mismo.",
  "engine.problemSafe": "La partida está guardada y se queda tal cual.",
  "engine.retry": "Volver a intentarlo",
  "engine.twoPlayers": "Seguir entre dos personas",
  "engine.stopThinking": "Detener {engine} y seguir entre dos personas",
  "engine.other": "Otro rival",
  "engine.otherApply": "Seguir con este rival",
  "engine.panel": "El ordenador como rival",
  "engine.starting": "{engine} se está iniciando…",
  "engine.thinking": "{engine} está pensando…",
  "engine.placing": "{engine} está colocando sus piedras de hándicap…",
  "engine.judging": "{engine} está comprobando qué piedras están muertas…",
  "engine.hinting": "{engine} está buscando una pista…",
  "engine.moveTime":
    "{n, plural, one {# segundo por jugada} many {# segundos por jugada} other {# segundos por jugada}}",
  "engine.hint": "Pista",
  "engine.hintPoint": "Pista: {point}",
  "engine.hintPass": "Pista: pasar",
  "engine.hintResign": "Pista: esta partida ya es casi imposible de ganar.",
  "engine.whatIf": "¿Y si…?",
  "engine.opinionTitle": "Segunda opinión: {engine}",
  "engine.opinionNone": "{engine} no da ninguna piedra por muerta.",
  "engine.opinionSome":
    "{n, plural, one {{engine} da una piedra por muerta: {points}.} many {{engine} da # piedras por muertas: {points}.} other {{engine} da # piedras por muertas: {points}.}}",
  "engine.opinionSame": "Coincide con lo marcado en el tablero.",
  "engine.opinionDiffers": "No coincide con lo marcado en el tablero.",
  "engine.opinionAdopt": "Adoptar lo que ha marcado {engine}",
  "engine.confirmsWithYou": "{engine} aceptará el recuento en cuanto tú lo confirmes.",
  "engine.you": "Tú",
};
