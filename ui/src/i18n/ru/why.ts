//! Russian. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "На {point} уже стоит камень.",
  "why.refused.suicide": "{color} не могут ходить на {point}: у камня не было бы ни одного дамэ (самоубийство).",
  "why.refused.ko":
    "{color} не могут ходить на {point}: это был бы немедленный обратный захват в ко. Сначала нужен ход в другом месте.",
  "why.refused.superko":
    "{color} не могут ходить на {point}: повторилась бы одна из прежних позиций на всей доске (суперко).",
  "why.refused.other": "{color} сейчас не могут ходить на {point}.",
  "why.legal": "{color} могут ходить на {point}: этот ход разрешён.",
  "why.stoneB": "На {point} стоит чёрный камень.",
  "why.stoneW": "На {point} стоит белый камень.",
  "why.empty": "Пункт {point} свободен.",
  "why.captured": "Цепь на {point} захвачена.",
  "why.hasLiberty":
    "Цепь на {point} ещё стоит: у неё есть {count, plural, one {дамэ} few {дамэ} many {дамэ} other {дамэ}} {points}.",
  "why.libertyCount":
    "Цепь на {point} всё ещё на доске: у неё {count, plural, =0 {нет дамэ} one {# дамэ} few {# дамэ} many {# дамэ} other {# дамэ}}.",
  "why.liberties":
    "У цепи на {point} {count, plural, =0 {нет ни одного дамэ} one {# дамэ: {points}} few {# дамэ: {points}} many {# дамэ: {points}} other {# дамэ: {points}}}.",
  "why.noChain": "На {point} нет камня.",
  "why.connected": "Камни на {points} образуют одну цепь.",
  "why.notConnected": "Камни на {points} не образуют одну цепь.",
  "why.captures":
    "{color} {count, plural, =0 {пока не захватили ни одного камня} one {захватили # камень} few {захватили # камня} many {захватили # камней} other {захватили # камня}}.",
  "why.missing":
    "{count, plural, one {Не хватает ещё # пункта.} few {Не хватает ещё # пунктов.} many {Не хватает ещё # пунктов.} other {Не хватает ещё # пункта.}}",
  "why.notExpected":
    "{count, plural, =1 {Этот пункт сюда не относится: {points}.} one {Эти пункты сюда не относятся: {points}.} few {Эти пункты сюда не относятся: {points}.} many {Эти пункты сюда не относятся: {points}.} other {Эти пункты сюда не относятся: {points}.}}",
  "why.tooLow": "Число слишком маленькое.",
  "why.tooHigh": "Число слишком большое.",
  "why.tooLowFor": "{color}: число слишком маленькое.",
  "why.tooHighFor": "{color}: число слишком большое.",
  "why.wrongWinner": "Победитель указан неверно.",
};
