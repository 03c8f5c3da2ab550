//! Portuguese. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Contagem",
  "score.howTo":
    "As pedras mais claras contam como mortas. Clique numa pedra (ou use a tecla Enter sobre ela) para alternar o seu grupo entre morto e vivo.",
  "score.legend":
    "Os quadradinhos mostram a quem pertence o território de cada ponto; × marca os pontos neutros e △ os pontos dentro de um seki.",
  "score.keptNote":
    "Estas regras (Tromp-Taylor) não retiram nenhuma pedra: cada pedra conta onde está, e os cliques não marcam nada. Se achar que um grupo está morto, continue a jogar e capture-o.",
  "score.unsureTitle": "A proposta tem dúvidas sobre estes grupos (anel tracejado):",
  "score.unsureItem": "{point}: {color}, {status}, {confidence, number}% de certeza",
  "score.status.alive": "vivo",
  "score.status.dead": "morto",
  "score.status.seki": "seki",
  "score.undo": "Anular a marcação",
  "score.continue": "Continuar a jogar",
  "score.confirm": "{color}: aceitar a contagem",
  "score.confirmedBy": "{color} aceitou",
  "score.confirmNote":
    "A partida termina quando os dois jogadores aceitarem a contagem. Mudar um grupo depois disso retira as duas aceitações.",
  "score.liveTitle": "Contagem até agora",
  "score.finalTitle": "Contagem final",
  "score.method": "Contagem: {method}",
  "score.methodTerritory": "contagem por território (japonesa)",
  "score.methodArea": "contagem por área (chinesa)",
  "score.row.item": "Parcela",
  "score.row.territory": "Território",
  "score.row.stones": "Pedras no tabuleiro",
  "score.row.prisoners": "Prisioneiros (capturados / mortos)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Compensação do handicap",
  "score.row.total": "Total",
  "score.notCountedStones": "A contagem por território não inclui as pedras no tabuleiro; aparecem entre parênteses.",
  "score.notCountedPrisoners": "A contagem por área não inclui os prisioneiros; aparecem entre parênteses.",
  "score.otherTerritory": "Com contagem por território: {result}",
  "score.otherArea": "Com contagem por área: {result}",
  "score.lead":
    "{points, plural, =1 {{color} está à frente por um ponto.} one {{color} está à frente por # ponto.} many {{color} está à frente por # pontos.} other {{color} está à frente por # pontos.}}",
  "score.even": "A contagem está empatada.",
  "announce.dead":
    "{n, plural, =1 {{point}: uma pedra marcada como morta} one {{point}: # pedra marcada como morta} many {{point}: # pedras marcadas como mortas} other {{point}: # pedras marcadas como mortas}}",
  "announce.alive":
    "{n, plural, =1 {{point}: uma pedra de novo viva} one {{point}: # pedra de novo viva} many {{point}: # pedras de novo vivas} other {{point}: # pedras de novo vivas}}",
  "announce.scoringUndo": "Marcação anulada",
  "announce.confirmed": "{color} aceitou a contagem",
  "announce.continue": "A partida continua",
};
