//! German. Why something failed: illegal moves, refused settings, files that
//! could not be opened or saved, changes that could not be stored.

export const errors = {
  "unsaved.corrupt": "Nicht gespeichert: Die Datenbank ist beschädigt. Die Partie läuft im Speicher weiter.",
  "unsaved.locked":
    "Nicht gespeichert: Ein anderes Programm sperrt die Datenbank. Die Partie läuft im Speicher weiter.",
  "unsaved.read_only": "Nicht gespeichert: Die Datenbank ist schreibgeschützt. Die Partie läuft im Speicher weiter.",
  "unsaved.disk_full": "Nicht gespeichert: Der Datenträger ist voll. Die Partie läuft im Speicher weiter.",
  "unsaved.newer_version":
    "Nicht gespeichert: Die Datenbank stammt von einer neueren LoGo-Version. Die Partie läuft im Speicher weiter.",
  "unsaved.io": "Nicht gespeichert: Die Datenbank war nicht erreichbar. Die Partie läuft im Speicher weiter.",
  "illegal.occupied": "Besetzt: Auf diesem Punkt liegt schon ein Stein — wähle einen freien Punkt.",
  "illegal.ko": "Ko: Du darfst den Stein nicht sofort zurückschlagen — spiele erst woanders.",
  "illegal.superko": "Superko: Dieser Zug würde eine frühere Stellung wiederherstellen, was diese Regeln verbieten.",
  "illegal.suicide": "Selbstmord: Dieser Zug nähme deinen eigenen Steinen die letzte Freiheit, ohne etwas zu schlagen.",
  "illegal.not_your_turn": "Nicht am Zug: Gerade ist die andere Farbe an der Reihe.",
  "illegal.game_over": "Partie beendet: Nach dem Ende sind keine Züge mehr möglich.",
  "illegal.off_board": "Außerhalb: Dieser Punkt liegt nicht auf dem Brett.",
  "illegal.placing_handicap": "Vorgabe: Erst setzt Schwarz alle Vorgabesteine, dann beginnt Weiß.",
  "error.bad_point": "LoGo kennt den Punkt „{text}“ auf diesem Brett nicht.",
  "error.invalid_setting": "Die Einstellung „{field}“ hat einen ungültigen Wert.",
  "error.not_now": "Das ist im Moment nicht möglich.",
  "error.unexpected": "Etwas ist unerwartet schiefgegangen; bitte versuche es noch einmal.",
  "error.no_stone":
    "Dort liegt kein Stein: Klicke beim Zählen auf einen Stein, um seine Gruppe als tot oder lebendig zu markieren.",
  "error.stones_kept":
    "Nach diesen Regeln bleiben alle Steine liegen, deshalb lässt sich keine Gruppe als tot markieren.",
  "error.invalid_argument": "LoGo hat für „{argument}“ einen ungültigen Wert bekommen.",
  "error.edit_refused": "Diese Änderung lässt sich am Lehrbrett nicht machen; es bleibt, wie es war.",
  "error.edit_one_point_line": "Eine Linie oder ein Pfeil braucht zwei verschiedene Punkte.",
  "error.library_not_saved": "Nicht in der Bibliothek gesichert – das Lehrbrett bleibt offen. {reason}",
  "error.exercise_not_saved": "Daraus lässt sich keine Aufgabe machen; sie wurde nicht gespeichert.",
  "error.image_failed": "Das Bild ließ sich nicht erzeugen; bitte versuche es noch einmal.",
  "dbReason.corrupt": "Die Datenbank ist beschädigt.",
  "dbReason.locked": "Ein anderes Programm sperrt die Datenbank.",
  "dbReason.read_only": "Die Datenbank ist schreibgeschützt.",
  "dbReason.disk_full": "Der Datenträger ist voll.",
  "dbReason.newer_version": "Die Datenbank stammt von einer neueren LoGo-Version.",
  "dbReason.io": "Die Datenbank war nicht erreichbar.",
  "error.folder_not_shown": "Der Dateimanager ließ sich nicht öffnen; der Ordner steht oben zum Abschreiben.",
  "field.size": "Brettgröße",
  "field.handicap": "Vorgabe",
  "field.main_time": "Hauptzeit",
  "field.period": "Länge einer Byo-yomi-Periode",
  "field.periods": "Anzahl der Byo-yomi-Perioden",
  "field.player_name": "Spielername",
  "field.engine_move_time": "Bedenkzeit des Computers",
  "argument.engine": "Go-Programm",
  "argument.engine_name": "Name des Programms",
  "argument.level": "Spielstärke",
  "error.engine_arguments_empty": "Es fehlt das Programm.",
  "error.engine_arguments_quote": "Das Anführungszeichen an Stelle {at, number} der Argumente wird nicht geschlossen.",
  "error.engine_board_size":
    "Dieses Programm spielt höchstens auf {max, number} × {max, number}; wähle ein kleineres Brett.",
  "error.settings_not_saved": "Die Einstellung wurde nicht gespeichert, weil die Datenbank gerade nichts annimmt.",

  "argument.game": "Partie in der Datei",
  "argument.node": "Stelle im Partiebaum",
  "argument.texts": "Texte des Dateidialogs",
  "argument.tag": "Schlagwort (nicht leer, höchstens 100 Zeichen; höchstens 20 Schlagwörter)",
  "argument.note": "Notiz (höchstens 10.000 Zeichen)",
  "argument.search": "Suchtext (höchstens 200 Zeichen)",
  "argument.date": "Datum (JJJJ, JJJJ-MM oder JJJJ-MM-TT, ein Tag, den es gibt)",
  "argument.page": "Seite der Bibliothek oder der Lektion",
  "argument.moves": "Zug, ab dem weitergespielt wird",
  "argument.paths": "Dateien zum Übernehmen",

  "database.corrupt": "Die Bibliothek hat nichts geändert: Die Datenbank ist beschädigt.",
  "database.locked":
    "Die Bibliothek hat nichts geändert: Ein anderes Programm sperrt gerade die Datenbank. Versuche es gleich noch einmal.",
  "database.read_only": "Die Bibliothek hat nichts geändert: Die Datenbank ist schreibgeschützt.",
  "database.disk_full":
    "Die Bibliothek hat nichts geändert: Der Datenträger ist voll. Schaffe Platz und versuche es noch einmal.",
  "database.newer_version": "Die Bibliothek hat nichts geändert: Die Datenbank stammt von einer neueren LoGo-Version.",
  "database.io": "Die Bibliothek hat nichts geändert: Die Datenbank war nicht erreichbar.",
  "error.not_in_library": "Diese Partie ist nicht mehr in der Bibliothek.",
  "error.unreadable_game": "Diese Partie der Bibliothek lässt sich nicht mehr lesen.",
  "error.import_running": "Es läuft schon eine Übernahme. Warte, bis sie fertig ist, oder brich sie ab.",
  "error.record_start_not_playable":
    "Die Anfangsstellung dieser Aufzeichnung kann LoGo nicht als Partie aufbauen, deshalb lässt sie sich nicht weiterspielen.",
  "error.record_setup_not_playable":
    "Vor Zug {move, number} werden in dieser Aufzeichnung Steine aufs Brett gelegt; weiterspielen lässt sie sich nur bis Zug {last, number}.",
  "error.record_not_playable":
    "Zug {move, number} dieser Aufzeichnung verstößt gegen die Regeln; weiterspielen lässt sie sich nur bis Zug {last, number}. Grund – {reason}",
  "argument.size": "Brettgröße",
  "argument.comment": "Kommentar (zu lang)",
  "argument.title": "Titel",
  "argument.region": "Bildausschnitt",
  "argument.lesson": "Lektion",
  "argument.entry": "Eintrag im Glossar",
  "exercise.wrong_kind": "Diese Antwort passt nicht zu dieser Aufgabe.",
  "exercise.already_solved": "Die Aufgabe ist schon gelöst. Mit „Neu beginnen“ kannst du sie noch einmal versuchen.",
  "exercise.outside_view": "Dieser Punkt liegt außerhalb des gezeigten Ausschnitts.",
  "exercise.unknown_option": "Diese Antwort gibt es in der Aufgabe nicht.",
  "exercise.wrong_step": "Die Zählung ist gerade bei einem anderen Schritt.",
  "exercise.broken_content": "Diese Aufgabe ist fehlerhaft und lässt sich nicht prüfen.",

  "setAside.newer_version":
    "Die angefangene Partie stammt aus einer neueren LoGo-Version und lässt sich hier nicht öffnen. Sie ist unverändert in der Datenbank aufbewahrt; hier beginnt eine neue Partie.",
  "setAside.damaged":
    "Die angefangene Partie ist beschädigt und lässt sich nicht öffnen. Sie ist unverändert in der Datenbank aufbewahrt; hier beginnt eine neue Partie.",
  "setAside.dismiss": "Hinweis zur aufbewahrten Partie schließen",
  "open.not_found": "„{file}“ lässt sich nicht öffnen, weil es die Datei nicht (mehr) gibt.",
  "open.permission_denied": "„{file}“ lässt sich nicht öffnen, weil du diese Datei nicht lesen darfst.",
  "open.not_a_file": "„{file}“ lässt sich nicht öffnen, weil es ein Ordner oder Gerät ist und keine Datei.",
  "open.io": "„{file}“ lässt sich nicht öffnen, weil beim Lesen ein Fehler aufgetreten ist.",
  "open.no_sgf": "„{file}“ lässt sich nicht öffnen, weil darin keine SGF-Partie steht.",
  "open.too_large": "„{file}“ lässt sich nicht öffnen, weil die Datei größer als {limit, number} MB ist.",
  "open.board_too_large":
    "„{file}“ lässt sich nicht öffnen, weil das Brett {width, number} × {height, number} groß ist und LoGo höchstens 25 × 25 zeigt.",
  "open.bad_board_size": "„{file}“ lässt sich nicht öffnen, weil „{raw}“ keine gültige Brettgröße ist.",
  "open.not_go": "„{file}“ lässt sich nicht öffnen, weil die Partie kein Go ist (SGF-Spieltyp {game}).",
  "save.not_found":
    "„{file}“ wurde nicht gespeichert, weil es den Ordner nicht gibt – alles bleibt geöffnet, nichts geht verloren.",
  "save.permission_denied":
    "„{file}“ wurde nicht gespeichert, weil LoGo dort nicht schreiben darf – alles bleibt geöffnet, nichts geht verloren.",
  "save.read_only":
    "„{file}“ wurde nicht gespeichert, weil der Datenträger schreibgeschützt ist – alles bleibt geöffnet, nichts geht verloren.",
  "save.not_a_file":
    "„{file}“ wurde nicht gespeichert, weil an dieser Stelle ein Ordner liegt – alles bleibt geöffnet, nichts geht verloren.",
  "save.disk_full":
    "„{file}“ wurde nicht gespeichert, weil der Datenträger voll ist – alles bleibt geöffnet, nichts geht verloren.",
  "save.io":
    "„{file}“ wurde nicht gespeichert, weil beim Schreiben ein Fehler aufgetreten ist – alles bleibt geöffnet, nichts geht verloren.",
} as const;
