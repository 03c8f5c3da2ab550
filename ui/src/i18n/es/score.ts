//! Spanish. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Recuento",
  "score.howTo":
    "Las piedras pálidas cuentan como muertas. Haz clic en una piedra (o pulsa Intro sobre ella) para cambiar su grupo de muerto a vivo o al revés.",
  "score.legend":
    "Los cuadraditos indican de quién es territorio cada punto; × marca los puntos neutrales y △ los puntos dentro de un seki.",
  "score.keptNote":
    "Estas reglas (Tromp-Taylor) no retiran ninguna piedra: cada piedra cuenta donde está y los clics no marcan nada. Si crees que un grupo está muerto, sigue jugando y captúralo.",
  "score.unsureTitle": "La propuesta no está segura con estos grupos (anillo discontinuo):",
  "score.unsureItem": "{point}: {color}, {status}, con una seguridad del {confidence, number} %",
  "score.status.alive": "vivo",
  "score.status.dead": "muerto",
  "score.status.seki": "seki",
  "score.undo": "Deshacer la marca",
  "score.continue": "Seguir jugando",
  "score.confirm": "{color}: aceptar el recuento",
  "score.confirmedBy": "{color} ha aceptado",
  "score.confirmNote":
    "La partida termina cuando los dos jugadores aceptan el recuento. Si después se cambia algún grupo, las dos aceptaciones quedan anuladas.",
  "score.liveTitle": "Recuento provisional",
  "score.finalTitle": "Recuento final",
  "score.method": "Recuento: {method}",
  "score.methodTerritory": "por territorio (japonés)",
  "score.methodArea": "por área (chino)",
  "score.row.item": "Concepto",
  "score.row.territory": "Territorio",
  "score.row.stones": "Piedras en el tablero",
  "score.row.prisoners": "Prisioneros (capturados / muertos)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Compensación por hándicap",
  "score.row.total": "Total",
  "score.notCountedStones": "El recuento por territorio no incluye las piedras del tablero; aparecen entre paréntesis.",
  "score.notCountedPrisoners": "El recuento por área no incluye los prisioneros; aparecen entre paréntesis.",
  "score.otherTerritory": "Contando por territorio: {result}",
  "score.otherArea": "Contando por área: {result}",
  "score.lead":
    "{points, plural, one {{color} va ganando por un punto.} many {{color} va ganando por # puntos.} other {{color} va ganando por # puntos.}}",
  "score.even": "El recuento está igualado.",
  "announce.dead":
    "{n, plural, one {{point}: una piedra marcada como muerta} many {{point}: # piedras marcadas como muertas} other {{point}: # piedras marcadas como muertas}}",
  "announce.alive":
    "{n, plural, one {{point}: una piedra vuelve a estar viva} many {{point}: # piedras vuelven a estar vivas} other {{point}: # piedras vuelven a estar vivas}}",
  "announce.scoringUndo": "Marca deshecha",
  "announce.confirmed": "{color} ha aceptado el recuento",
  "announce.continue": "La partida continúa",
};
