//! French. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Ligne {line}, colonne {column}",
  "warning.text_outside_game": "Du texte hors de la partie a été ignoré.",
  "warning.unexpected_text": "Du texte inattendu a été ignoré.",
  "warning.missing_semicolon": "Il manquait le point-virgule d’un nœud ; il a tout de même été lu.",
  "warning.unclosed_game_tree": "Une parenthèse fermante manquait à la fin du fichier ; la partie a été refermée.",
  "warning.empty_variation": "Une variante vide « () » a été ignorée.",
  "warning.duplicate_property":
    "La propriété {ident} apparaît deux fois dans un même nœud ; ses valeurs ont été réunies.",
  "warning.extra_values": "La propriété {ident} a plusieurs valeurs alors qu’elle n’en prend qu’une.",
  "warning.property_without_value": "La propriété {ident} n’avait pas de valeur et a été ignorée.",
  "warning.value_without_identifier": "Une valeur sans propriété a été ignorée.",
  "warning.lowercase_identifier": "Une propriété en minuscules a été lue comme {ident}.",
  "warning.unterminated_value": "Le fichier se termine au milieu d’une valeur ; son début a été conservé.",
  "warning.unescaped_bracket": "Un « ] » sans barre oblique inverse a été gardé dans {ident}.",
  "warning.charset_guessed": "Aucun jeu de caractères n’était indiqué ; lu comme {encoding}.",
  "warning.charset_overridden": "Le jeu de caractères déclaré {declared} ne convient pas ; lu comme {encoding}.",
  "warning.unknown_charset": "Le jeu de caractères {declared} est inconnu ; lu comme {encoding}.",
  "warning.multiple_charsets":
    "Les parties indiquent des jeux de caractères différents ({declared} et {other}) ; toutes ont été lues comme {declared}.",
  "warning.malformed_bytes": "Certains octets n’étaient pas valides en {encoding} et ont été remplacés.",
  "warning.too_many_warnings": "Il y a d’autres remarques, qui ne sont pas affichées.",
  "warning.bad_value": "La valeur {ident}[{raw}] est illisible et a été ignorée.",
  "warning.off_board": "{ident}[{raw}] se trouve hors du goban.",
  "warning.two_moves": "Un nœud contient deux coups ; {used} est retenu.",
  "warning.logo_black_move": "L’ancien « S[..] » de LoGo a été lu comme un coup de Noir.",
  "warning.several_annotations":
    "Un nœud porte plusieurs appréciations du même type ({idents}) ; seule la première compte.",
  "warning.unknown_rules":
    "LoGo ne connaît pas les règles « {text} » ; il rejoue la partie avec ses règles par défaut.",
  "warning.bad_rule_axes": "Les détails de règles « {text} » n’ont pas été compris.",
  "warning.komi_reinterpreted": "Le komi « {text} » a été lu comme {komi, number}.",
  "warning.unreadable_komi": "Le komi « {text} » est illisible.",
  "warning.unreadable_date": "La date « {text} » est illisible.",
  "warning.unreadable_result": "Le résultat « {text} » est illisible.",
  "warning.unreadable_time": "Le temps {ident}[{text}] est illisible.",
  "warning.handicap_stones_missing":
    "Le handicap annonce {handicap, number} pierres, mais {stones, plural, one {une seule est posée} many {# sont posées} other {# sont posées}}.",
  "warning.game_info_ignored":
    "Les informations de partie ({idents}) placées après le premier coup ou dans une variante restent dans le fichier, mais ne sont pas lues.",
};
