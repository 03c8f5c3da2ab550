//! Danish. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Linje {line}, kolonne {column}",
  "warning.text_outside_game": "Tekst uden for partiet blev sprunget over.",
  "warning.unexpected_text": "Uventet tekst blev sprunget over.",
  "warning.missing_semicolon": "En knude manglede sit semikolon; den blev læst alligevel.",
  "warning.unclosed_game_tree": "Der manglede en afsluttende parentes i slutningen af filen; partiet blev lukket.",
  "warning.empty_variation": "En tom variation »()« blev udeladt.",
  "warning.duplicate_property": "Egenskaben {ident} optrådte to gange i samme knude; værdierne blev lagt sammen.",
  "warning.extra_values": "Egenskaben {ident} har flere værdier, selvom den kun tager én.",
  "warning.property_without_value": "Egenskaben {ident} havde ingen værdi og blev udeladt.",
  "warning.value_without_identifier": "En værdi uden egenskab blev udeladt.",
  "warning.lowercase_identifier": "En egenskab med små bogstaver blev læst som {ident}.",
  "warning.unterminated_value": "Filen slutter midt i en værdi; begyndelsen af den blev beholdt.",
  "warning.unescaped_bracket": "Et »]« uden omvendt skråstreg blev beholdt som en del af {ident}.",
  "warning.charset_guessed": "Der var ikke angivet noget tegnsæt; læst som {encoding}.",
  "warning.charset_overridden": "Det angivne tegnsæt {declared} passer ikke; læst som {encoding}.",
  "warning.unknown_charset": "Tegnsættet {declared} er ukendt; læst som {encoding}.",
  "warning.multiple_charsets":
    "Partierne angiver forskellige tegnsæt ({declared} og {other}); alle blev læst som {declared}.",
  "warning.malformed_bytes": "Nogle bytes var ugyldige i {encoding} og blev erstattet.",
  "warning.too_many_warnings": "Der er flere bemærkninger, som ikke er vist.",
  "warning.bad_value": "Værdien {ident}[{raw}] kan ikke læses og blev sprunget over.",
  "warning.off_board": "{ident}[{raw}] ligger uden for brættet.",
  "warning.two_moves": "En knude indeholder to træk; {used} bruges.",
  "warning.logo_black_move": "Gammelt LoGo-»S[..]« blev læst som Sorts træk.",
  "warning.several_annotations": "En knude har flere vurderinger af samme slags ({idents}); den første gælder.",
  "warning.unknown_rules": "LoGo kender ikke reglerne »{text}«; partiet afspilles med LoGos standardregler.",
  "warning.bad_rule_axes": "Regeldetaljerne »{text}« blev ikke forstået.",
  "warning.komi_reinterpreted": "Komi »{text}« blev læst som {komi, number}.",
  "warning.unreadable_komi": "Komi »{text}« kan ikke læses.",
  "warning.unreadable_date": "Datoen »{text}« kan ikke læses.",
  "warning.unreadable_result": "Resultatet »{text}« kan ikke læses.",
  "warning.unreadable_time": "Tiden {ident}[{text}] kan ikke læses.",
  "warning.handicap_stones_missing": "Handicappet lover {handicap, number} sten, men der er sat {stones, number} op.",
  "warning.game_info_ignored":
    "Partioplysninger ({idents}) efter det første træk eller i en variation bliver i filen, men læses ikke.",
};
