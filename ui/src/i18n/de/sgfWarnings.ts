//! German. What a lenient SGF read noticed, one sentence per warning code.

export const sgfWarnings = {
  "warning.at": "Zeile {line}, Spalte {column}",
  "warning.text_outside_game": "Text außerhalb der Partie wurde übergangen.",
  "warning.unexpected_text": "Unerwarteter Text wurde übergangen.",
  "warning.missing_semicolon": "Vor einem Knoten fehlte das Semikolon; er wurde trotzdem gelesen.",
  "warning.unclosed_game_tree": "Am Dateiende fehlte eine schließende Klammer; die Partie wurde geschlossen.",
  "warning.empty_variation": "Eine leere Variante „()“ wurde weggelassen.",
  "warning.duplicate_property":
    "Die Eigenschaft {ident} stand zweimal im selben Knoten; die Werte wurden zusammengelegt.",
  "warning.extra_values": "Die Eigenschaft {ident} hat mehrere Werte, obwohl sie nur einen erwartet.",
  "warning.property_without_value": "Die Eigenschaft {ident} hatte keinen Wert und wurde weggelassen.",
  "warning.value_without_identifier": "Ein Wert ohne Eigenschaft wurde weggelassen.",
  "warning.lowercase_identifier": "Eine klein geschriebene Eigenschaft wurde als {ident} gelesen.",
  "warning.unterminated_value": "Die Datei endet mitten in einem Wert; der Anfang wurde behalten.",
  "warning.unescaped_bracket": "Eine „]“ ohne Backslash wurde als Teil von {ident} behalten.",
  "warning.charset_guessed": "Kein Zeichensatz angegeben; gelesen als {encoding}.",
  "warning.charset_overridden": "Der angegebene Zeichensatz {declared} passt nicht; gelesen als {encoding}.",
  "warning.unknown_charset": "Der Zeichensatz {declared} ist unbekannt; gelesen als {encoding}.",
  "warning.multiple_charsets":
    "Die Partien nennen verschiedene Zeichensätze ({declared} und {other}); alle wurden als {declared} gelesen.",
  "warning.malformed_bytes": "Einige Bytes waren in {encoding} ungültig und wurden ersetzt.",
  "warning.too_many_warnings": "Es gibt noch weitere Hinweise, die nicht mehr aufgeführt werden.",
  "warning.bad_value": "Der Wert {ident}[{raw}] ist nicht lesbar und wurde übergangen.",
  "warning.off_board": "{ident}[{raw}] liegt außerhalb des Bretts.",
  "warning.two_moves": "Ein Knoten enthält zwei Züge; verwendet wird {used}.",
  "warning.logo_black_move": "Das alte LoGo-„S[..]“ wurde als Zug von Schwarz gelesen.",
  "warning.several_annotations": "Ein Knoten hat mehrere Bewertungen derselben Art ({idents}); die erste gilt.",
  "warning.unknown_rules": "Die Regeln „{text}“ kennt LoGo nicht; es spielt mit seinen Standardregeln nach.",
  "warning.bad_rule_axes": "Die Regelangaben „{text}“ wurden nicht verstanden.",
  "warning.komi_reinterpreted": "Komi „{text}“ wurde als {komi, number} gelesen.",
  "warning.unreadable_komi": "Komi „{text}“ ist nicht lesbar.",
  "warning.unreadable_date": "Das Datum „{text}“ ist nicht lesbar.",
  "warning.unreadable_result": "Das Ergebnis „{text}“ ist nicht lesbar.",
  "warning.unreadable_time": "Die Zeitangabe {ident}[{text}] ist nicht lesbar.",
  "warning.handicap_stones_missing":
    "Die Vorgabe verspricht {handicap, number} Steine, aufgestellt {stones, plural, one {ist aber nur einer} other {sind aber #}}.",
  "warning.game_info_ignored":
    "Partiedaten ({idents}) unterhalb des ersten Zugs oder in einer Variante bleiben in der Datei, werden aber nicht gelesen.",
} as const;
