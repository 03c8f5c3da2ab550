//! Dutch. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Tellen",
  "score.howTo":
    "Vervaagde stenen gelden als dood. Klik op een steen (of kies hem en druk op Enter) om zijn groep tussen dood en levend te wisselen.",
  "score.legend":
    "Kleine vierkantjes laten zien wiens gebied een punt is; × staat op neutrale punten, △ op punten in een seki.",
  "score.keptNote":
    "Deze regels (Tromp-Taylor) halen geen stenen weg: elke steen telt waar hij staat, en klikken markeert niets. Denk je dat een groep dood is, speel dan door en sla hem.",
  "score.unsureTitle": "Over deze groepen is het voorstel niet zeker (gestippelde ring):",
  "score.unsureItem": "{point}: {color}, {status}, {confidence, number}% zeker",
  "score.status.alive": "levend",
  "score.status.dead": "dood",
  "score.status.seki": "seki",
  "score.undo": "Markering terugnemen",
  "score.continue": "Verder spelen",
  "score.confirm": "{color}: telling aanvaarden",
  "score.confirmedBy": "{color} heeft aanvaard",
  "score.confirmNote":
    "De partij eindigt zodra beide spelers de telling hebben aanvaard. Wie daarna nog een groep omzet, trekt daarmee beide akkoorden weer in.",
  "score.liveTitle": "Tussenstand",
  "score.finalTitle": "Eindafrekening",
  "score.method": "Telwijze: {method}",
  "score.methodTerritory": "gebiedstelling (Japans)",
  "score.methodArea": "oppervlaktetelling (Chinees)",
  "score.row.item": "Onderdeel",
  "score.row.territory": "Gebied",
  "score.row.stones": "Stenen op het bord",
  "score.row.prisoners": "Gevangenen (geslagen / dood)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Compensatie voor voorgift",
  "score.row.total": "Totaal",
  "score.notCountedStones": "Bij gebiedstelling tellen de stenen op het bord niet mee; ze staan tussen haakjes.",
  "score.notCountedPrisoners": "Bij oppervlaktetelling tellen de gevangenen niet mee; ze staan tussen haakjes.",
  "score.otherTerritory": "Volgens gebiedstelling: {result}",
  "score.otherArea": "Volgens oppervlaktetelling: {result}",
  "score.lead": "{points, plural, one {{color} staat één punt voor.} other {{color} staat # punten voor.}}",
  "score.even": "De stand is gelijk.",
  "announce.dead":
    "{n, plural, one {{point}: één steen als dood gemarkeerd} other {{point}: # stenen als dood gemarkeerd}}",
  "announce.alive": "{n, plural, one {{point}: één steen weer levend} other {{point}: # stenen weer levend}}",
  "announce.scoringUndo": "Markering teruggenomen",
  "announce.confirmed": "{color} heeft de telling aanvaard",
  "announce.continue": "Er wordt verder gespeeld",
};
