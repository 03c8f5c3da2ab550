//! Polish. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Wiersz {line}, kolumna {column}",
  "warning.text_outside_game": "Pominięto tekst poza partią.",
  "warning.unexpected_text": "Pominięto nieoczekiwany tekst.",
  "warning.missing_semicolon": "Węzłowi brakowało średnika; mimo to został odczytany.",
  "warning.unclosed_game_tree": "Na końcu pliku brakowało nawiasu zamykającego; partia została zamknięta.",
  "warning.empty_variation": "Pominięto pusty wariant „()”.",
  "warning.duplicate_property": "Właściwość {ident} wystąpiła dwa razy w jednym węźle; jej wartości połączono.",
  "warning.extra_values": "Właściwość {ident} ma kilka wartości, choć przyjmuje jedną.",
  "warning.property_without_value": "Właściwość {ident} nie miała wartości i została pominięta.",
  "warning.value_without_identifier": "Pominięto wartość bez właściwości.",
  "warning.lowercase_identifier": "Właściwość zapisaną małymi literami odczytano jako {ident}.",
  "warning.unterminated_value": "Plik kończy się w środku wartości; zachowano jej początek.",
  "warning.unescaped_bracket": "Znak „]” bez ukośnika wstecznego zachowano jako część wartości {ident}.",
  "warning.charset_guessed": "Nie podano kodowania znaków; odczytano jako {encoding}.",
  "warning.charset_overridden": "Zadeklarowane kodowanie {declared} nie pasuje; odczytano jako {encoding}.",
  "warning.unknown_charset": "Kodowanie {declared} jest nieznane; odczytano jako {encoding}.",
  "warning.multiple_charsets":
    "Partie podają różne kodowania ({declared} i {other}); wszystkie odczytano jako {declared}.",
  "warning.malformed_bytes": "Niektóre bajty były nieprawidłowe w kodowaniu {encoding} i zostały zastąpione.",
  "warning.too_many_warnings": "Jest więcej uwag, ale nie są wymienione.",
  "warning.bad_value": "Wartości {ident}[{raw}] nie da się odczytać; została pominięta.",
  "warning.off_board": "{ident}[{raw}] leży poza planszą.",
  "warning.two_moves": "Węzeł zawiera dwa ruchy; użyto {used}.",
  "warning.logo_black_move": "Stare „S[..]” z LoGo odczytano jako ruch Czarnego.",
  "warning.several_annotations": "Węzeł ma kilka ocen tego samego rodzaju ({idents}); liczy się pierwsza.",
  "warning.unknown_rules": "LoGo nie zna zasad „{text}”; odtwarza partię według swoich domyślnych zasad.",
  "warning.bad_rule_axes": "Nie zrozumiano szczegółów zasad „{text}”.",
  "warning.komi_reinterpreted": "Komi „{text}” odczytano jako {komi, number}.",
  "warning.unreadable_komi": "Nie da się odczytać komi „{text}”.",
  "warning.unreadable_date": "Nie da się odczytać daty „{text}”.",
  "warning.unreadable_result": "Nie da się odczytać wyniku „{text}”.",
  "warning.unreadable_time": "Nie da się odczytać czasu {ident}[{text}].",
  "warning.handicap_stones_missing":
    "Handicap zapowiada {handicap, plural, one {# kamień} few {# kamienie} many {# kamieni} other {# kamienia}}, a na planszy {stones, plural, one {stoi # kamień} few {stoją # kamienie} many {stoi # kamieni} other {stoi # kamienia}}.",
  "warning.game_info_ignored":
    "Informacje o partii ({idents}) poniżej pierwszego ruchu lub w wariancie zostają w pliku, ale nie są odczytywane.",
};
