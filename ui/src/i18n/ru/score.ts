//! Russian. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Подсчёт очков",
  "score.howTo":
    "Бледные камни считаются мёртвыми. Щёлкните по камню (или нажмите на нём Enter), чтобы переключить его группу между «мёртвая» и «живая».",
  "score.legend":
    "Маленькие квадраты показывают, чья это территория; × стоит на нейтральных пунктах, △ — на пунктах внутри сэки.",
  "score.keptNote":
    "По этим правилам (Тромпа — Тейлора) камни не снимаются: каждый камень считается там, где стоит, и щелчок ничего не отмечает. Если вы считаете группу мёртвой, продолжайте игру и захватите её.",
  "score.unsureTitle": "В оценке этих групп предложение не уверено (пунктирное кольцо):",
  "score.unsureItem":
    "{point}: группа {color, select, Чёрные {чёрных} other {белых}}, {status}, уверенность {confidence, number} %",
  "score.status.alive": "живая",
  "score.status.dead": "мёртвая",
  "score.status.seki": "сэки",
  "score.undo": "Отменить отметку",
  "score.continue": "Продолжить игру",
  "score.confirm": "{color}: принять подсчёт",
  "score.confirmedBy": "{color} приняли подсчёт",
  "score.confirmNote":
    "Партия заканчивается, когда подсчёт приняли оба игрока. Если после этого переключить группу, оба согласия отменяются.",
  "score.liveTitle": "Текущий счёт",
  "score.finalTitle": "Итоги",
  "score.method": "Подсчёт: {method}",
  "score.methodTerritory": "по территории (японский)",
  "score.methodArea": "по площади (китайский)",
  "score.row.item": "Показатель",
  "score.row.territory": "Территория",
  "score.row.stones": "Камни на доске",
  "score.row.prisoners": "Пленные (захваченные / мёртвые)",
  "score.row.komi": "Коми",
  "score.row.handicap": "Компенсация за фору",
  "score.row.total": "Итого",
  "score.notCountedStones": "При подсчёте по территории камни на доске не учитываются; они показаны в скобках.",
  "score.notCountedPrisoners": "При подсчёте по площади пленные не учитываются; они показаны в скобках.",
  "score.otherTerritory": "По территории: {result}",
  "score.otherArea": "По площади: {result}",
  "score.lead":
    "{points, plural, one {{color} впереди на # очко.} few {{color} впереди на # очка.} many {{color} впереди на # очков.} other {{color} впереди на # очка.}}",
  "score.even": "Счёт равный.",
  "announce.dead":
    "{n, plural, one {{point}: # камень отмечен мёртвым} few {{point}: # камня отмечены мёртвыми} many {{point}: # камней отмечены мёртвыми} other {{point}: # камня отмечены мёртвыми}}",
  "announce.alive":
    "{n, plural, one {{point}: # камень снова живой} few {{point}: # камня снова живые} many {{point}: # камней снова живые} other {{point}: # камня снова живые}}",
  "announce.scoringUndo": "Отметка отменена",
  "announce.confirmed": "{color} приняли подсчёт",
  "announce.continue": "Игра продолжается",
};
