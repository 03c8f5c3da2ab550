//! Russian. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Строка {line}, столбец {column}",
  "warning.text_outside_game": "Текст вне партии пропущен.",
  "warning.unexpected_text": "Неожиданный текст пропущен.",
  "warning.missing_semicolon": "У узла не хватало точки с запятой; он всё равно прочитан.",
  "warning.unclosed_game_tree": "В конце файла не хватало закрывающей скобки; партия закрыта.",
  "warning.empty_variation": "Пустой вариант «()» пропущен.",
  "warning.duplicate_property": "Свойство {ident} встретилось в одном узле дважды; его значения объединены.",
  "warning.extra_values": "У свойства {ident} несколько значений, хотя оно принимает одно.",
  "warning.property_without_value": "У свойства {ident} не было значения, и оно пропущено.",
  "warning.value_without_identifier": "Значение без свойства пропущено.",
  "warning.lowercase_identifier": "Свойство, записанное строчными буквами, прочитано как {ident}.",
  "warning.unterminated_value": "Файл обрывается посреди значения; его начало сохранено.",
  "warning.unescaped_bracket": "Знак «]» без обратной косой черты оставлен в составе {ident}.",
  "warning.charset_guessed": "Кодировка не указана; файл прочитан как {encoding}.",
  "warning.charset_overridden": "Указанная кодировка {declared} не подходит; файл прочитан как {encoding}.",
  "warning.unknown_charset": "Кодировка {declared} неизвестна; файл прочитан как {encoding}.",
  "warning.multiple_charsets":
    "Партии указывают разные кодировки ({declared} и {other}); все прочитаны как {declared}.",
  "warning.malformed_bytes": "Некоторые байты недопустимы в {encoding} и были заменены.",
  "warning.too_many_warnings": "Есть и другие замечания, но они не перечислены.",
  "warning.bad_value": "Значение {ident}[{raw}] не читается и пропущено.",
  "warning.off_board": "{ident}[{raw}] находится за пределами доски.",
  "warning.two_moves": "В узле два хода; используется {used}.",
  "warning.logo_black_move": "Старая запись LoGo «S[..]» прочитана как ход чёрных.",
  "warning.several_annotations": "В узле несколько оценок одного вида ({idents}); действует первая.",
  "warning.unknown_rules": "LoGo не знает правил «{text}»; партия воспроизводится по правилам по умолчанию.",
  "warning.bad_rule_axes": "Подробности правил «{text}» не удалось понять.",
  "warning.komi_reinterpreted": "Коми «{text}» прочитано как {komi, number}.",
  "warning.unreadable_komi": "Коми «{text}» не читается.",
  "warning.unreadable_date": "Дата «{text}» не читается.",
  "warning.unreadable_result": "Результат «{text}» не читается.",
  "warning.unreadable_time": "Время {ident}[{text}] не читается.",
  "warning.handicap_stones_missing":
    "Фора обещает {handicap, plural, one {# камень} few {# камня} many {# камней} other {# камня}}, а на доске {stones, plural, one {# камень} few {# камня} many {# камней} other {# камня}}.",
  "warning.game_info_ignored":
    "Сведения о партии ({idents}) ниже первого хода или в варианте остаются в файле, но не читаются.",
};
