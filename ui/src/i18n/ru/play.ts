//! Russian. The play screen: turn, players, controls, clocks, and what the live
//! region says about moves.

import type { play as de } from "../de/play";
import type { Translation } from "../messages";

export const play: Translation<typeof de> = {
  "play.turn": "{color, select, Чёрные {Ход чёрных} other {Ход белых}}",
  "play.turnHandicap": "{color} ставят форовые камни",
  "play.turnScoring": "Подсчёт очков",
  "play.turnOver": "Партия окончена",
  "play.toMove": "ходит",
  "play.stone": "Камни: {color}",
  "play.captures": "Пленные: {n, number}",
  "play.handicapLeft":
    "{n, plural, =1 {Чёрным осталось поставить ещё один форовый камень — выберите для него пункт.} one {Чёрным осталось поставить ещё # форовый камень — выберите для них пункты.} few {Чёрным осталось поставить ещё # форовых камня — выберите для них пункты.} many {Чёрным осталось поставить ещё # форовых камней — выберите для них пункты.} other {Чёрным осталось поставить ещё # форового камня — выберите для них пункты.}}",
  "play.scoringNote": "Оба игрока спасовали: теперь подсчёт очков.",
  "play.rules": "{rules} · коми {komi, number}",
  "play.handicap": "фора {n, number}",
  "play.moveNumber":
    "{n, plural, =0 {Ходов ещё не было} one {Сделан # ход} few {Сделано # хода} many {Сделано # ходов} other {Сделано # хода}}",
  "play.pass": "Пас",
  "play.resign": "Сдаться",
  "play.resignQuestion": "{color} действительно сдаются?",
  "play.resignConfirm": "Да, {color, select, Чёрные {чёрные} other {белые}} сдаются",
  "play.cancel": "Отмена",
  "play.undo": "Отменить ход",
  "play.redo": "Вернуть ход",
  "play.newGame": "Новая партия",
  "play.controls": "Управление партией",
  "play.players": "Игроки",
  "clock.label": "Часы: {color}",
  "clock.byoyomi": "бёёми {time}",
  "clock.periods":
    "{n, plural, =1 {последний период} one {# период} few {# периода} many {# периодов} other {# периода}}",
  "clock.flagged": "Время вышло",
  "announce.move": "{color} {point}",
  "announce.capture":
    "{n, plural, one {{color} {point}, захвачен # камень} few {{color} {point}, захвачено # камня} many {{color} {point}, захвачено # камней} other {{color} {point}, захвачено # камня}}",
  "announce.pass": "{color} пасуют",
  "announce.undo": "Ход отменён",
  "announce.newGame": "Новая партия на доске {width, number} × {height, number}",
  "play.saveSgf": "Сохранить как SGF…",
};
