//! Russian. Coordinates beside every board: the KOORD toggle, the notation,
//! typing a coordinate.

import type { Translation } from "../messages";
import type { coords as german } from "../de/coords";

export const coords: Translation<typeof german> = {
  "coords.group": "Координаты",
  "coords.toggle": "КООРД",
  "coords.notation": "Запись",
  "coords.notationLetters": "D4 (буква без I, ряды снизу)",
  "coords.notationSgf": "dp (буквы SGF)",
  "coords.notationLeaflet": "d16 (строчная буква, ряды сверху)",
  "coords.input": "Введите пункт",
  "coords.unknown": "«{text}» — не пункт этой доски. Пишите так, как подписан край доски.",
  "coords.notRemembered": "Доски переключены, но выбор не запомнится: {reason}",
  "settings.board": "Доски",
  "settings.coordinates": "Показывать координаты со всех четырёх сторон каждой доски (КООРД)",
  "coords.noMoves": "На этой доске нельзя ходить — она только для просмотра.",
};
