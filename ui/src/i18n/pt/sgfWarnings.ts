//! Portuguese. What a lenient SGF read noticed, one sentence per warning code.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Linha {line}, coluna {column}",
  "warning.text_outside_game": "Foi ignorado texto fora da partida.",
  "warning.unexpected_text": "Foi ignorado texto inesperado.",
  "warning.missing_semicolon": "Faltava o ponto e vírgula de um nó; foi lido mesmo assim.",
  "warning.unclosed_game_tree": "Faltava um parêntese de fecho no fim do arquivo; a partida foi fechada.",
  "warning.empty_variation": "Uma variante vazia “()” foi omitida.",
  "warning.duplicate_property": "A propriedade {ident} aparecia duas vezes num nó; os seus valores foram reunidos.",
  "warning.extra_values": "A propriedade {ident} tem vários valores, embora aceite só um.",
  "warning.property_without_value": "A propriedade {ident} não tinha valor e foi omitida.",
  "warning.value_without_identifier": "Um valor sem propriedade foi omitido.",
  "warning.lowercase_identifier": "Uma propriedade em minúsculas foi lida como {ident}.",
  "warning.unterminated_value": "O arquivo acaba no meio de um valor; o início desse valor foi mantido.",
  "warning.unescaped_bracket": "Um “]” sem barra invertida foi mantido como parte de {ident}.",
  "warning.charset_guessed": "Não foi indicado nenhum conjunto de caracteres; lido como {encoding}.",
  "warning.charset_overridden":
    "O conjunto de caracteres declarado, {declared}, não corresponde; lido como {encoding}.",
  "warning.unknown_charset": "O conjunto de caracteres {declared} é desconhecido; lido como {encoding}.",
  "warning.multiple_charsets":
    "As partidas indicam conjuntos de caracteres diferentes ({declared} e {other}); todas foram lidas como {declared}.",
  "warning.malformed_bytes": "Alguns bytes eram inválidos em {encoding} e foram substituídos.",
  "warning.too_many_warnings": "Há mais observações, que não aparecem na lista.",
  "warning.bad_value": "Não é possível ler o valor {ident}[{raw}]; foi ignorado.",
  "warning.off_board": "{ident}[{raw}] fica fora do tabuleiro.",
  "warning.two_moves": "Um nó contém duas jogadas; é usada {used}.",
  "warning.logo_black_move": "O antigo “S[..]” do LoGo foi lido como jogada do Preto.",
  "warning.several_annotations": "Um nó tem várias avaliações do mesmo tipo ({idents}); conta a primeira.",
  "warning.unknown_rules": "O LoGo não conhece as regras “{text}”; reproduz a partida com as suas regras padrão.",
  "warning.bad_rule_axes": "Os detalhes de regras “{text}” não foram compreendidos.",
  "warning.komi_reinterpreted": "O komi “{text}” foi lido como {komi, number}.",
  "warning.unreadable_komi": "Não é possível ler o komi “{text}”.",
  "warning.unreadable_date": "Não é possível ler a data “{text}”.",
  "warning.unreadable_result": "Não é possível ler o resultado “{text}”.",
  "warning.unreadable_time": "Não é possível ler o tempo {ident}[{text}].",
  "warning.handicap_stones_missing":
    "O handicap anuncia {handicap, number} pedras, mas {stones, plural, one {está colocada só uma} many {estão colocadas #} other {estão colocadas #}}.",
  "warning.game_info_ignored":
    "As informações da partida ({idents}) abaixo da primeira jogada ou numa variante ficam no arquivo, mas não são lidas.",
};
