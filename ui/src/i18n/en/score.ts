//! English. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Counting",
  "score.howTo":
    "Faded stones count as dead. Click a stone (or press Enter on it) to switch its group between dead and alive.",
  "score.legend": "Small squares show whose territory a point is; × sits on neutral points, △ on points inside a seki.",
  "score.keptNote":
    "These rules (Tromp-Taylor) remove no stones: every stone counts where it stands, and clicking marks nothing. If you think a group is dead, play on and capture it.",
  "score.unsureTitle": "The proposal is not sure about these groups (dashed ring):",
  "score.unsureItem": "{point}: {color}, {status}, {confidence, number}% sure",
  "score.status.alive": "alive",
  "score.status.dead": "dead",
  "score.status.seki": "seki",
  "score.undo": "Undo marking",
  "score.continue": "Continue playing",
  "score.confirm": "{color}: accept the count",
  "score.confirmedBy": "{color} has accepted",
  "score.confirmNote":
    "The game ends once both players have accepted the count. Switching a group afterwards takes both acceptances back.",
  "score.liveTitle": "Count so far",
  "score.finalTitle": "Final statistics",
  "score.method": "Counting: {method}",
  "score.methodTerritory": "territory counting (Japanese)",
  "score.methodArea": "area counting (Chinese)",
  "score.row.item": "Item",
  "score.row.territory": "Territory",
  "score.row.stones": "Stones on the board",
  "score.row.prisoners": "Prisoners (captured / dead)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Handicap compensation",
  "score.row.total": "Total",
  "score.notCountedStones": "Territory counting leaves out the stones on the board; they are shown in brackets.",
  "score.notCountedPrisoners": "Area counting leaves out the prisoners; they are shown in brackets.",
  "score.otherTerritory": "By territory counting: {result}",
  "score.otherArea": "By area counting: {result}",
  "score.lead": "{points, plural, one {{color} is ahead by one point.} other {{color} is ahead by # points.}}",
  "score.even": "The count is even.",
  "announce.dead": "{n, plural, one {{point}: one stone marked dead} other {{point}: # stones marked dead}}",
  "announce.alive": "{n, plural, one {{point}: one stone alive again} other {{point}: # stones alive again}}",
  "announce.scoringUndo": "Marking taken back",
  "announce.confirmed": "{color} has accepted the count",
  "announce.continue": "Play continues",
};
