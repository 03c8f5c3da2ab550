//! Spanish. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Línea {line}, columna {column}",
  "warning.text_outside_game": "Se ha omitido un texto que estaba fuera de la partida.",
  "warning.unexpected_text": "Se ha omitido un texto inesperado.",
  "warning.missing_semicolon": "A un nodo le faltaba el punto y coma; se ha leído de todos modos.",
  "warning.unclosed_game_tree": "Faltaba un paréntesis de cierre al final del archivo; se ha cerrado la partida.",
  "warning.empty_variation": "Se ha omitido una variante vacía «()».",
  "warning.duplicate_property": "La propiedad {ident} aparecía dos veces en un mismo nodo; se han unido sus valores.",
  "warning.extra_values": "La propiedad {ident} tiene varios valores, aunque solo admite uno.",
  "warning.property_without_value": "La propiedad {ident} no tenía valor y se ha omitido.",
  "warning.value_without_identifier": "Se ha omitido un valor que no tenía propiedad.",
  "warning.lowercase_identifier": "Una propiedad escrita en minúsculas se ha leído como {ident}.",
  "warning.unterminated_value": "El archivo termina en mitad de un valor; se ha conservado su comienzo.",
  "warning.unescaped_bracket": "Un «]» sin barra invertida se ha conservado como parte de {ident}.",
  "warning.charset_guessed": "No se indicaba la codificación; se ha leído como {encoding}.",
  "warning.charset_overridden": "La codificación indicada, {declared}, no encaja; se ha leído como {encoding}.",
  "warning.unknown_charset": "La codificación {declared} es desconocida; se ha leído como {encoding}.",
  "warning.multiple_charsets":
    "Las partidas indican codificaciones distintas ({declared} y {other}); todas se han leído como {declared}.",
  "warning.malformed_bytes": "Algunos bytes no eran válidos en {encoding} y se han sustituido.",
  "warning.too_many_warnings": "Hay más avisos, que no se muestran.",
  "warning.bad_value": "El valor {ident}[{raw}] no se puede leer y se ha omitido.",
  "warning.off_board": "{ident}[{raw}] está fuera del tablero.",
  "warning.two_moves": "Un nodo contiene dos jugadas; se usa {used}.",
  "warning.logo_black_move": "El antiguo «S[..]» de LoGo se ha leído como jugada de Negro.",
  "warning.several_annotations": "Un nodo tiene varias valoraciones del mismo tipo ({idents}); cuenta la primera.",
  "warning.unknown_rules": "LoGo no conoce las reglas «{text}»; reproduce la partida con sus reglas predeterminadas.",
  "warning.bad_rule_axes": "No se han entendido los detalles de las reglas «{text}».",
  "warning.komi_reinterpreted": "El komi «{text}» se ha leído como {komi, number}.",
  "warning.unreadable_komi": "El komi «{text}» no se puede leer.",
  "warning.unreadable_date": "La fecha «{text}» no se puede leer.",
  "warning.unreadable_result": "El resultado «{text}» no se puede leer.",
  "warning.unreadable_time": "El tiempo {ident}[{text}] no se puede leer.",
  "warning.handicap_stones_missing":
    "El hándicap anuncia {handicap, number} piedras, pero {stones, plural, one {solo hay una colocada} many {hay # colocadas} other {hay # colocadas}}.",
  "warning.game_info_ignored":
    "Los datos de la partida ({idents}) que aparecen después de la primera jugada o en una variante se quedan en el archivo, pero no se leen.",
};
