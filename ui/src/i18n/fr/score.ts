//! French. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Décompte",
  "score.howTo":
    "Les pierres estompées comptent comme mortes. Cliquez sur une pierre (ou appuyez sur Entrée) pour faire passer son groupe de mort à vivant, ou l’inverse.",
  "score.legend":
    "Les petits carrés indiquent à qui appartient le territoire ; × marque les points neutres, △ les points à l’intérieur d’un seki.",
  "score.keptNote":
    "Ces règles (Tromp-Taylor) ne retirent aucune pierre : chaque pierre compte là où elle se trouve, et un clic ne marque rien. Si vous pensez qu’un groupe est mort, continuez à jouer et capturez-le.",
  "score.unsureTitle": "La proposition n’est pas sûre pour ces groupes (anneau en pointillés) :",
  "score.unsureItem": "{point} : {color}, {status}, sûr à {confidence, number} %",
  "score.status.alive": "vivant",
  "score.status.dead": "mort",
  "score.status.seki": "seki",
  "score.undo": "Annuler le marquage",
  "score.continue": "Reprendre la partie",
  "score.confirm": "{color} : accepter le décompte",
  "score.confirmedBy": "{color} a accepté",
  "score.confirmNote":
    "La partie se termine quand les deux joueurs ont accepté le décompte. Changer ensuite l’état d’un groupe annule les deux acceptations.",
  "score.liveTitle": "Décompte provisoire",
  "score.finalTitle": "Bilan final",
  "score.method": "Décompte : {method}",
  "score.methodTerritory": "par territoire (japonais)",
  "score.methodArea": "par zone (chinois)",
  "score.row.item": "Élément",
  "score.row.territory": "Territoire",
  "score.row.stones": "Pierres sur le goban",
  "score.row.prisoners": "Prisonniers (capturés / morts)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Compensation du handicap",
  "score.row.total": "Total",
  "score.notCountedStones":
    "Le décompte par territoire ne compte pas les pierres sur le goban ; elles sont indiquées entre parenthèses.",
  "score.notCountedPrisoners":
    "Le décompte par zone ne compte pas les prisonniers ; ils sont indiqués entre parenthèses.",
  "score.otherTerritory": "Avec le décompte par territoire : {result}",
  "score.otherArea": "Avec le décompte par zone : {result}",
  "score.lead":
    "{points, plural, =1 {{color} mène d’un point.} one {{color} mène de # point.} many {{color} mène de # points.} other {{color} mène de # points.}}",
  "score.even": "Le décompte est à égalité.",
  "announce.dead":
    "{n, plural, =1 {{point} : une pierre marquée morte} one {{point} : # pierre marquée morte} many {{point} : # pierres marquées mortes} other {{point} : # pierres marquées mortes}}",
  "announce.alive":
    "{n, plural, =1 {{point} : une pierre de nouveau vivante} one {{point} : # pierre de nouveau vivante} many {{point} : # pierres de nouveau vivantes} other {{point} : # pierres de nouveau vivantes}}",
  "announce.scoringUndo": "Marquage annulé",
  "announce.confirmed": "{color} a accepté le décompte",
  "announce.continue": "La partie reprend",
};
