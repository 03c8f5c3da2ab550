//! Dutch. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Regel {line}, kolom {column}",
  "warning.text_outside_game": "Tekst buiten de partij is overgeslagen.",
  "warning.unexpected_text": "Onverwachte tekst is overgeslagen.",
  "warning.missing_semicolon": "Bij een knoop ontbrak de puntkomma; hij is toch gelezen.",
  "warning.unclosed_game_tree": "Aan het einde van het bestand ontbrak een sluithaakje; de partij is afgesloten.",
  "warning.empty_variation": "Een lege variant “()” is weggelaten.",
  "warning.duplicate_property":
    "De eigenschap {ident} kwam twee keer voor in dezelfde knoop; de waarden zijn samengevoegd.",
  "warning.extra_values": "De eigenschap {ident} heeft meerdere waarden, terwijl ze er maar één verwacht.",
  "warning.property_without_value": "De eigenschap {ident} had geen waarde en is weggelaten.",
  "warning.value_without_identifier": "Een waarde zonder eigenschap is weggelaten.",
  "warning.lowercase_identifier": "Een eigenschap in kleine letters is gelezen als {ident}.",
  "warning.unterminated_value": "Het bestand houdt midden in een waarde op; het begin ervan is bewaard.",
  "warning.unescaped_bracket": "Een “]” zonder backslash is bewaard als deel van {ident}.",
  "warning.charset_guessed": "Er was geen tekenset opgegeven; gelezen als {encoding}.",
  "warning.charset_overridden": "De opgegeven tekenset {declared} klopt niet; gelezen als {encoding}.",
  "warning.unknown_charset": "De tekenset {declared} is onbekend; gelezen als {encoding}.",
  "warning.multiple_charsets":
    "De partijen noemen verschillende tekensets ({declared} en {other}); alles is gelezen als {declared}.",
  "warning.malformed_bytes": "Een paar bytes waren ongeldig in {encoding} en zijn vervangen.",
  "warning.too_many_warnings": "Er zijn nog meer opmerkingen, die niet meer worden opgesomd.",
  "warning.bad_value": "De waarde {ident}[{raw}] is onleesbaar en is overgeslagen.",
  "warning.off_board": "{ident}[{raw}] ligt buiten het bord.",
  "warning.two_moves": "Een knoop bevat twee zetten; {used} wordt gebruikt.",
  "warning.logo_black_move": "De oude LoGo-notatie “S[..]” is gelezen als zet van Zwart.",
  "warning.several_annotations":
    "Een knoop heeft meerdere beoordelingen van dezelfde soort ({idents}); de eerste telt.",
  "warning.unknown_rules": "LoGo kent de regels “{text}” niet; de partij wordt met de standaardregels nagespeeld.",
  "warning.bad_rule_axes": "De regelgegevens “{text}” werden niet begrepen.",
  "warning.komi_reinterpreted": "Komi “{text}” is gelezen als {komi, number}.",
  "warning.unreadable_komi": "Komi “{text}” is onleesbaar.",
  "warning.unreadable_date": "De datum “{text}” is onleesbaar.",
  "warning.unreadable_result": "De uitslag “{text}” is onleesbaar.",
  "warning.unreadable_time": "De tijd {ident}[{text}] is onleesbaar.",
  "warning.handicap_stones_missing":
    "De voorgift belooft {handicap, number} stenen, maar er {stones, plural, one {staat er maar één} other {staan er #}} op het bord.",
  "warning.game_info_ignored":
    "Partijgegevens ({idents}) na de eerste zet of in een variant blijven in het bestand staan, maar worden niet gelezen.",
};
