//! English. The New game dialog and the checks of its fields.

import type { newGame as de } from "../de/newGame";
import type { Translation } from "../messages";

export const newGame: Translation<typeof de> = {
  "ng.title": "New game",
  "ng.size": "Board size",
  "ng.sizeOption": "{n, number} × {n, number}",
  "ng.sizeCustomOption": "Other size …",
  "ng.sizeCustom": "Side length (5–25)",
  "ng.rules": "Rules",
  "ng.komi": "Komi (points for White)",
  "ng.handicap": "Handicap stones (0 or 2–9)",
  "ng.placementFixed": "Handicap stones go on fixed star points.",
  "ng.placementFree": "Black places the handicap stones freely.",
  "ng.scoringTerritory": "Territory is counted.",
  "ng.scoringArea": "Area is counted (territory and stones).",
  "ng.black": "Black's name",
  "ng.white": "White's name",
  "ng.time": "Use a clock",
  "ng.mainBlack": "Black's main time (minutes or h:mm:ss)",
  "ng.mainWhite": "White's main time (minutes or h:mm:ss)",
  "ng.period": "Byo-yomi (seconds, 0 = none)",
  "ng.periods": "Number of periods",
  "ng.start": "Start game",
  "ng.cancel": "Cancel",
  "ng.loading": "Loading rule sets …",
  "ng.fixErrors": "Please correct the marked entries.",
  "ng.error.size": "The board size must be a whole number from {min, number} to {max, number}.",
  "ng.error.komi": "Komi must be a whole or half number between {min} and {max}.",
  "ng.error.handicap": "The handicap is 0 or a whole number from {min, number} to {max, number}.",
  "ng.error.handicapBoard": "That many handicap stones do not fit this board size.",
  "ng.error.mainTime": "Enter the main time in whole minutes (like 30) or as a clock time such as 1:30:00 or 0:45, at most {hours, number} hours.",
  "ng.error.noTime": "Without main time you need byo-yomi, or the time would be up at once.",
  "ng.error.period": "Byo-yomi must be a whole number from {min} to {max} seconds.",
  "ng.error.periods": "The number of periods must be a whole number from {min, number} to {max, number}.",
  "ng.error.name": "A name may be at most {max, number} characters long.",
};
