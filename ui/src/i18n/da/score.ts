//! Danish. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Optælling",
  "score.howTo":
    "Blege sten regnes som døde. Klik på en sten (eller tryk Enter på den) for at skifte dens gruppe mellem død og levende.",
  "score.legend":
    "Små firkanter viser, hvis territorium et punkt hører til; × står på neutrale punkter, △ på punkter i en seki.",
  "score.keptNote":
    "Disse regler (Tromp-Taylor) fjerner ingen sten: hver sten tæller der, hvor den står, og et klik markerer intet. Mener du, at en gruppe er død, så spil videre og fang den.",
  "score.unsureTitle": "Forslaget er ikke sikkert på disse grupper (stiplet ring):",
  "score.unsureItem": "{point}: {color}, {status}, {confidence, number} % sikker",
  "score.status.alive": "levende",
  "score.status.dead": "død",
  "score.status.seki": "seki",
  "score.undo": "Fortryd markering",
  "score.continue": "Spil videre",
  "score.confirm": "{color}: godkend optællingen",
  "score.confirmedBy": "{color} har godkendt",
  "score.confirmNote":
    "Partiet slutter, når begge spillere har godkendt optællingen. Skifter du en gruppe bagefter, bortfalder begge godkendelser.",
  "score.liveTitle": "Optælling indtil nu",
  "score.finalTitle": "Slutopgørelse",
  "score.method": "Optælling: {method}",
  "score.methodTerritory": "territorietælling (japansk)",
  "score.methodArea": "områdetælling (kinesisk)",
  "score.row.item": "Post",
  "score.row.territory": "Territorium",
  "score.row.stones": "Sten på brættet",
  "score.row.prisoners": "Fanger (fangede / døde)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Kompensation for handicap",
  "score.row.total": "I alt",
  "score.notCountedStones": "Ved territorietælling tæller stenene på brættet ikke med; de står i parentes.",
  "score.notCountedPrisoners": "Ved områdetælling tæller fangerne ikke med; de står i parentes.",
  "score.otherTerritory": "Med territorietælling: {result}",
  "score.otherArea": "Med områdetælling: {result}",
  "score.lead": "{points, plural, one {{color} fører med ét point.} other {{color} fører med # point.}}",
  "score.even": "Stillingen er lige.",
  "announce.dead": "{n, plural, one {{point}: én sten markeret som død} other {{point}: # sten markeret som døde}}",
  "announce.alive": "{n, plural, one {{point}: én sten lever igen} other {{point}: # sten lever igen}}",
  "announce.scoringUndo": "Markeringen er taget tilbage",
  "announce.confirmed": "{color} har godkendt optællingen",
  "announce.continue": "Partiet fortsætter",
};
