//! English. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Very first steps",
  "engine.level.gentle": "Very easy",
  "engine.level.easy": "Easy",
  "engine.level.relaxed": "Relaxed",
  "engine.level.moderate": "Medium",
  "engine.level.steady": "Steady",
  "engine.level.challenging": "Challenging",
  "engine.level.tough": "Hard",
  "engine.level.strong": "Strong",
  "engine.level.strongest": "Strongest",
  "engine.levelOption": "Level {level, number} – {name}",
  "engine.playerName": "{engine} (level {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "The program plays exactly these rules.",
  "engine.rulesUnknown":
    "This program cannot be told the rules; it plays by its own. LoGo still checks every move it makes.",
  "engine.rulesPartial": "Not every rule can be told to the program:",
  "engine.rules_gap.ko":
    "It does not know the ko rule. If it tries a move these rules forbid, LoGo refuses it and tells you.",
  "engine.rules_gap.suicide":
    "It does not know the suicide rule. If it tries a forbidden move, LoGo refuses it and tells you.",
  "engine.rules_gap.scoring":
    "It counts the other way (territory or area), so it judges the score differently; the final count follows your rules.",
  "engine.rules_gap.seki": "It values points in seki differently from these rules; the final count follows your rules.",
  "engine.rules_gap.handicap_compensation":
    "It reckons the compensation for handicap stones differently; the final count follows your rules.",
  "engine.rules_gap.dead_stones":
    "It does not know whether dead stones leave the board before counting; the final count follows your rules.",
  "engine.sizeTooLarge": "This program plays on boards up to {max, number} × {max, number}.",
  "engine.error.not_found": "The program “{program}” cannot be found.",
  "engine.error.spawn_failed": "The program “{program}” could not be started (the operating system says: {reason}).",
  "engine.error.spawn_permission_denied": "The program “{program}” may not be started: it lacks the permission to run.",
  "engine.error.crashed": "The program crashed during “{command}”.",
  "engine.error.timeout": "The program did not answer “{command}” within {seconds, number} seconds and was stopped.",
  "engine.error.protocol": "The program answered “{command}” with something LoGo cannot read and was stopped.",
  "engine.error.refused": "The program refused “{command}”: {message}",
  "engine.error.unsupported": "The program does not know the command “{command}”.",
  "engine.error.cancelled": "The program was interrupted during “{command}”.",
  "engine.error.stopped": "The program is no longer running.",
  "engine.stderr": "Its last words: {text}",
  "engine.illegalMove": "The program wanted to play {point}, but the rules forbid it. {reason}",
  "engine.problemTitle": "{engine} cannot go on right now.",
  "engine.problemSafe": "The game is saved and stays as it is.",
  "engine.retry": "Try again",
  "engine.twoPlayers": "Go on as two players",
  "engine.stopThinking": "Stop {engine} and go on as two players",
  "engine.other": "Another opponent",
  "engine.otherApply": "Go on with this opponent",
  "engine.panel": "Computer opponent",
  "engine.starting": "{engine} is starting …",
  "engine.thinking": "{engine} is thinking …",
  "engine.placing": "{engine} is placing its handicap stones …",
  "engine.judging": "{engine} is checking which stones are dead …",
  "engine.hinting": "{engine} is looking for a hint …",
  "engine.moveTime": "{n, plural, one {# second per move} other {# seconds per move}}",
  "engine.hint": "Hint",
  "engine.hintPoint": "Hint: {point}",
  "engine.hintPass": "Hint: pass",
  "engine.hintResign": "Hint: this game can hardly be won any more.",
  "engine.whatIf": "What if?",
  "engine.opinionTitle": "Second opinion: {engine}",
  "engine.opinionNone": "{engine} considers no stone dead.",
  "engine.opinionSome":
    "{n, plural, one {{engine} considers one stone dead: {points}.} other {{engine} considers # stones dead: {points}.}}",
  "engine.opinionSame": "That matches the marking on the board.",
  "engine.opinionDiffers": "That differs from the marking on the board.",
  "engine.opinionAdopt": "Take over the marking of {engine}",
  "engine.confirmsWithYou": "{engine} accepts the count as soon as you confirm.",
  "engine.you": "You",
};
