//! English. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Line {line}, column {column}",
  "warning.text_outside_game": "Text outside the game was skipped.",
  "warning.unexpected_text": "Unexpected text was skipped.",
  "warning.missing_semicolon": "A node lacked its semicolon; it was read anyway.",
  "warning.unclosed_game_tree": "A closing bracket was missing at the end of the file; the game was closed.",
  "warning.empty_variation": "An empty variation “()” was left out.",
  "warning.duplicate_property": "The property {ident} appeared twice in one node; its values were merged.",
  "warning.extra_values": "The property {ident} has several values although it takes one.",
  "warning.property_without_value": "The property {ident} had no value and was left out.",
  "warning.value_without_identifier": "A value without a property was left out.",
  "warning.lowercase_identifier": "A lower-case property was read as {ident}.",
  "warning.unterminated_value": "The file ends in the middle of a value; its beginning was kept.",
  "warning.unescaped_bracket": "A “]” without a backslash was kept as part of {ident}.",
  "warning.charset_guessed": "No character set was given; read as {encoding}.",
  "warning.charset_overridden": "The declared character set {declared} does not fit; read as {encoding}.",
  "warning.unknown_charset": "The character set {declared} is unknown; read as {encoding}.",
  "warning.multiple_charsets":
    "The games name different character sets ({declared} and {other}); all were read as {declared}.",
  "warning.malformed_bytes": "Some bytes were invalid in {encoding} and were replaced.",
  "warning.too_many_warnings": "There are more notes, which are not listed.",
  "warning.bad_value": "The value {ident}[{raw}] cannot be read and was skipped.",
  "warning.off_board": "{ident}[{raw}] lies off the board.",
  "warning.two_moves": "A node holds two moves; {used} is used.",
  "warning.logo_black_move": "Old LoGo “S[..]” was read as Black's move.",
  "warning.several_annotations": "A node has several judgements of one kind ({idents}); the first one counts.",
  "warning.unknown_rules": "LoGo does not know the rules “{text}”; it replays with its default rules.",
  "warning.bad_rule_axes": "The rule details “{text}” were not understood.",
  "warning.komi_reinterpreted": "Komi “{text}” was read as {komi, number}.",
  "warning.unreadable_komi": "Komi “{text}” cannot be read.",
  "warning.unreadable_date": "The date “{text}” cannot be read.",
  "warning.unreadable_result": "The result “{text}” cannot be read.",
  "warning.unreadable_time": "The time {ident}[{text}] cannot be read.",
  "warning.handicap_stones_missing":
    "The handicap promises {handicap, number} stones but {stones, plural, one {only one is} other {# are}} set up.",
  "warning.game_info_ignored":
    "Game information ({idents}) below the first move or in a variation stays in the file but is not read.",
};
