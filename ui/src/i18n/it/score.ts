//! Italiano. Il conteggio: il pannello di conteggio, la tabella dei punti e ciò
//! che la regione live annuncia durante il conteggio.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Conteggio",
  "score.howTo":
    "Le pietre sbiadite contano come morte. Fai clic su una pietra (o premi Invio su di essa) per far passare il suo gruppo da morto a vivo e viceversa.",
  "score.legend":
    "I quadratini mostrano di chi è il territorio di un punto; × sta sui punti neutri, △ sui punti dentro un seki.",
  "score.keptNote":
    "Queste regole (Tromp-Taylor) non tolgono nessuna pietra: ogni pietra conta dove si trova, e un clic non segna nulla. Se pensi che un gruppo sia morto, continua a giocare e catturalo.",
  "score.unsureTitle": "La proposta non è sicura su questi gruppi (anello tratteggiato):",
  "score.unsureItem": "{point}: {color}, {status} (sicurezza {confidence, number}%)",
  "score.status.alive": "vivo",
  "score.status.dead": "morto",
  "score.status.seki": "seki",
  "score.undo": "Annulla la marcatura",
  "score.continue": "Continua a giocare",
  "score.confirm": "{color}: accetta il conteggio",
  "score.confirmedBy": "Il {color} ha accettato",
  "score.confirmNote":
    "La partita finisce quando entrambi i giocatori hanno accettato il conteggio. Se poi cambi lo stato di un gruppo, entrambe le accettazioni vengono annullate.",
  "score.liveTitle": "Conteggio provvisorio",
  "score.finalTitle": "Statistiche finali",
  "score.method": "Conteggio: {method}",
  "score.methodTerritory": "conteggio a territorio (giapponese)",
  "score.methodArea": "conteggio ad area (cinese)",
  "score.row.item": "Voce",
  "score.row.territory": "Territorio",
  "score.row.stones": "Pietre sul goban",
  "score.row.prisoners": "Prigionieri (catturati / morti)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Compensazione dell’handicap",
  "score.row.total": "Totale",
  "score.notCountedStones": "Il conteggio a territorio non considera le pietre sul goban; sono indicate tra parentesi.",
  "score.notCountedPrisoners": "Il conteggio ad area non considera i prigionieri; sono indicati tra parentesi.",
  "score.otherTerritory": "Con il conteggio a territorio: {result}",
  "score.otherArea": "Con il conteggio ad area: {result}",
  "score.lead":
    "{points, plural, one {Il {color} è avanti di un punto.} many {Il {color} è avanti di # punti.} other {Il {color} è avanti di # punti.}}",
  "score.even": "Il conteggio è in parità.",
  "announce.dead":
    "{n, plural, one {{point}: una pietra segnata come morta} many {{point}: # pietre segnate come morte} other {{point}: # pietre segnate come morte}}",
  "announce.alive":
    "{n, plural, one {{point}: una pietra di nuovo viva} many {{point}: # pietre di nuovo vive} other {{point}: # pietre di nuovo vive}}",
  "announce.scoringUndo": "Marcatura annullata",
  "announce.confirmed": "Il {color} ha accettato il conteggio",
  "announce.continue": "Il gioco continua",
};
