//! Italiano. Cosa ha notato una lettura tollerante di un file SGF, una frase per codice di avviso.

import type { sgfWarnings as de } from "../de/sgfWarnings";
import type { Translation } from "../messages";

export const sgfWarnings: Translation<typeof de> = {
  "warning.at": "Riga {line}, colonna {column}",
  "warning.text_outside_game": "Del testo fuori dalla partita è stato saltato.",
  "warning.unexpected_text": "Del testo inatteso è stato saltato.",
  "warning.missing_semicolon": "A un nodo mancava il punto e virgola; è stato letto comunque.",
  "warning.unclosed_game_tree": "Alla fine del file mancava una parentesi di chiusura; la partita è stata chiusa.",
  "warning.empty_variation": "Una variante vuota «()» è stata tralasciata.",
  "warning.duplicate_property":
    "La proprietà {ident} compariva due volte nello stesso nodo; i valori sono stati uniti.",
  "warning.extra_values": "La proprietà {ident} ha più valori, anche se ne prevede uno solo.",
  "warning.property_without_value": "La proprietà {ident} non aveva un valore ed è stata tralasciata.",
  "warning.value_without_identifier": "Un valore senza proprietà è stato tralasciato.",
  "warning.lowercase_identifier": "Una proprietà scritta in minuscolo è stata letta come {ident}.",
  "warning.unterminated_value": "Il file finisce a metà di un valore; l’inizio è stato conservato.",
  "warning.unescaped_bracket": "Una «]» senza barra rovesciata è stata tenuta come parte di {ident}.",
  "warning.charset_guessed": "Nessuna codifica dei caratteri indicata; letto come {encoding}.",
  "warning.charset_overridden": "La codifica dichiarata {declared} non è adatta; letto come {encoding}.",
  "warning.unknown_charset": "La codifica {declared} è sconosciuta; letto come {encoding}.",
  "warning.multiple_charsets":
    "Le partite indicano codifiche diverse ({declared} e {other}); sono state lette tutte come {declared}.",
  "warning.malformed_bytes": "Alcuni byte non erano validi in {encoding} e sono stati sostituiti.",
  "warning.too_many_warnings": "Ci sono altre note, che non vengono elencate.",
  "warning.bad_value": "Il valore {ident}[{raw}] non è leggibile ed è stato saltato.",
  "warning.off_board": "{ident}[{raw}] è fuori dal goban.",
  "warning.two_moves": "Un nodo contiene due mosse; viene usata {used}.",
  "warning.logo_black_move": "Il vecchio «S[..]» di LoGo è stato letto come mossa del Nero.",
  "warning.several_annotations": "Un nodo ha più giudizi dello stesso tipo ({idents}); vale il primo.",
  "warning.unknown_rules": "LoGo non conosce le regole «{text}»; rivede la partita con le sue regole predefinite.",
  "warning.bad_rule_axes": "I dettagli delle regole «{text}» non sono stati compresi.",
  "warning.komi_reinterpreted": "Il komi «{text}» è stato letto come {komi, number}.",
  "warning.unreadable_komi": "Il komi «{text}» non è leggibile.",
  "warning.unreadable_date": "La data «{text}» non è leggibile.",
  "warning.unreadable_result": "Il risultato «{text}» non è leggibile.",
  "warning.unreadable_time": "Il tempo {ident}[{text}] non è leggibile.",
  "warning.handicap_stones_missing":
    "L’handicap indica {handicap, number} pietre, ma ne {stones, plural, one {è posata una sola} many {sono posate #} other {sono posate #}}.",
  "warning.game_info_ignored":
    "Le informazioni di partita ({idents}) dopo la prima mossa o in una variante restano nel file, ma non vengono lette.",
};
