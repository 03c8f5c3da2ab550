//! Italiano. Perché qualcosa non è riuscito: mosse non valide, impostazioni
//! rifiutate, file che non si sono potuti aprire o salvare, modifiche non memorizzate.

import type { errors as de } from "../de/errors";
import type { Translation } from "../messages";

export const errors: Translation<typeof de> = {
  "unsaved.corrupt": "Non salvato: il database è danneggiato. La partita continua in memoria.",
  "unsaved.locked": "Non salvato: un altro programma ha bloccato il database. La partita continua in memoria.",
  "unsaved.read_only": "Non salvato: il database è di sola lettura. La partita continua in memoria.",
  "unsaved.disk_full": "Non salvato: il disco è pieno. La partita continua in memoria.",
  "unsaved.newer_version":
    "Non salvato: il database appartiene a una versione più recente di LoGo. La partita continua in memoria.",
  "unsaved.io": "Non salvato: il database non era raggiungibile. La partita continua in memoria.",
  "illegal.occupied": "Occupato: su questo punto c’è già una pietra — scegli un punto libero.",
  "illegal.ko": "Ko: non puoi ricatturare subito la pietra — prima gioca altrove.",
  "illegal.superko": "Superko: questa mossa ripeterebbe una posizione precedente, e queste regole lo vietano.",
  "illegal.suicide":
    "Suicidio: questa mossa toglierebbe l’ultima libertà alle tue stesse pietre senza catturare nulla.",
  "illegal.not_your_turn": "Non è il tuo turno: ora tocca all’altro colore.",
  "illegal.game_over": "Partita finita: dopo la fine non si possono più giocare mosse.",
  "illegal.off_board": "Fuori dal goban: questo punto non è sul goban.",
  "illegal.placing_handicap": "Handicap: prima il Nero posa tutte le pietre di handicap, poi comincia il Bianco.",
  "error.bad_point": "LoGo non conosce il punto «{text}» su questo goban.",
  "error.invalid_setting": "L’impostazione «{field}» ha un valore non valido.",
  "error.not_now": "Al momento non è possibile.",
  "error.unexpected": "Qualcosa è andato storto in modo imprevisto; riprova.",
  "error.no_stone":
    "Lì non c’è nessuna pietra: durante il conteggio fai clic su una pietra per segnare il suo gruppo come morto o vivo.",
  "error.stones_kept":
    "Con queste regole tutte le pietre restano sul goban, quindi nessun gruppo si può segnare come morto.",
  "error.invalid_argument": "LoGo ha ricevuto un valore non valido per «{argument}».",
  "error.edit_refused": "Questa modifica non si può fare sul goban didattico; resta com’era.",
  "error.edit_one_point_line": "Una linea o una freccia ha bisogno di due punti diversi.",
  "error.library_not_saved": "Non conservato nella biblioteca – il goban didattico resta aperto. {reason}",
  "error.exercise_not_saved": "Da qui non si può ricavare un esercizio; non è stato salvato.",
  "error.image_failed": "Non è stato possibile creare l’immagine; riprova.",
  "dbReason.corrupt": "Il database è danneggiato.",
  "dbReason.locked": "Un altro programma ha bloccato il database.",
  "dbReason.read_only": "Il database è di sola lettura.",
  "dbReason.disk_full": "Il disco è pieno.",
  "dbReason.newer_version": "Il database viene da una versione più recente di LoGo.",
  "dbReason.io": "Il database non era raggiungibile.",
  "error.folder_not_shown":
    "Non è stato possibile aprire il gestore file; la cartella è scritta qui sopra, da copiare.",
  "field.size": "Dimensione del goban",
  "field.handicap": "Handicap",
  "field.main_time": "Tempo principale",
  "field.period": "Durata di un periodo di byo-yomi",
  "field.periods": "Numero di periodi di byo-yomi",
  "field.player_name": "Nome del giocatore",
  "field.engine_move_time": "Tempo di riflessione del computer",
  "argument.engine": "programma di Go",
  "argument.engine_name": "nome del programma",
  "argument.level": "forza",
  "error.engine_arguments_empty": "Manca il programma.",
  "error.engine_arguments_quote": "Le virgolette alla posizione {at, number} degli argomenti non vengono mai chiuse.",
  "error.engine_board_size":
    "Questo programma gioca su goban fino a {max, number} × {max, number}; scegli un goban più piccolo.",
  "error.settings_not_saved": "L’impostazione non è stata salvata perché al momento il database non accetta nulla.",

  "argument.game": "partita nel file",
  "argument.node": "posizione nell’albero della partita",
  "argument.texts": "testi della finestra dei file",
  "argument.tag": "etichetta (non vuota, al massimo 100 caratteri; al massimo 20 etichette)",
  "argument.note": "nota (al massimo 10.000 caratteri)",
  "argument.search": "testo da cercare (al massimo 200 caratteri)",
  "argument.date": "data (AAAA, AAAA-MM o AAAA-MM-GG, un giorno che esiste)",
  "argument.page": "pagina della biblioteca o della lezione",
  "argument.moves": "mossa da cui continuare",
  "argument.paths": "file da importare",

  "database.corrupt": "La biblioteca non ha cambiato nulla: il database è danneggiato.",
  "database.locked":
    "La biblioteca non ha cambiato nulla: un altro programma ha bloccato il database. Riprova tra un momento.",
  "database.read_only": "La biblioteca non ha cambiato nulla: il database è di sola lettura.",
  "database.disk_full": "La biblioteca non ha cambiato nulla: il disco è pieno. Libera un po’ di spazio e riprova.",
  "database.newer_version":
    "La biblioteca non ha cambiato nulla: il database appartiene a una versione più recente di LoGo.",
  "database.io": "La biblioteca non ha cambiato nulla: il database non era raggiungibile.",
  "error.not_in_library": "Questa partita non è più nella biblioteca.",
  "error.unreadable_game": "Questa partita della biblioteca non si può più leggere.",
  "error.import_running": "È già in corso un’importazione. Aspetta che finisca, oppure interrompila.",
  "error.record_start_not_playable":
    "LoGo non riesce a trasformare la posizione iniziale di questa registrazione in una partita, quindi non si può continuare.",
  "error.record_setup_not_playable":
    "Questa registrazione posa pietre sul goban prima della mossa {move, number}; si può continuare solo fino alla mossa {last, number}.",
  "error.record_not_playable":
    "La mossa {move, number} di questa registrazione viola le regole; si può continuare solo fino alla mossa {last, number}. Motivo – {reason}",
  "argument.size": "dimensione del goban",
  "argument.comment": "commento (troppo lungo)",
  "argument.title": "titolo",
  "argument.region": "parte del goban",
  "argument.lesson": "lezione",
  "argument.entry": "voce del glossario",
  "exercise.wrong_kind": "Questa risposta non è adatta a questo esercizio.",
  "exercise.already_solved": "L’esercizio è già risolto. Con «Ricomincia» puoi provarlo di nuovo.",
  "exercise.outside_view": "Questo punto è fuori dalla parte di goban mostrata.",
  "exercise.unknown_option": "Questa risposta non esiste nell’esercizio.",
  "exercise.wrong_step": "In questo momento il conteggio è a un altro passaggio.",
  "exercise.broken_content": "Questo esercizio contiene un errore e non si può verificare.",

  "setAside.newer_version":
    "La partita in corso è stata salvata da una versione più recente di LoGo e non si può aprire qui. Resta conservata intatta nel database; qui inizia una nuova partita.",
  "setAside.damaged":
    "La partita in corso è danneggiata e non si può aprire. Resta conservata intatta nel database; qui inizia una nuova partita.",
  "setAside.dismiss": "Chiudi l’avviso sulla partita conservata",
  "open.not_found": "Impossibile aprire «{file}»: il file non esiste (più).",
  "open.permission_denied": "Impossibile aprire «{file}»: non hai il permesso di leggerlo.",
  "open.not_a_file": "Impossibile aprire «{file}»: è una cartella o un dispositivo, non un file.",
  "open.io": "Impossibile aprire «{file}»: la lettura non è riuscita.",
  "open.no_sgf": "Impossibile aprire «{file}»: non contiene nessuna partita SGF.",
  "open.too_large": "Impossibile aprire «{file}»: è più grande di {limit, number} MB.",
  "open.board_too_large":
    "Impossibile aprire «{file}»: il suo goban è {width, number} × {height, number} e LoGo ne mostra al massimo 25 × 25.",
  "open.bad_board_size": "Impossibile aprire «{file}»: «{raw}» non è una dimensione di goban valida.",
  "open.not_go": "Impossibile aprire «{file}»: il gioco non è il Go (tipo di gioco SGF {game}).",
  "save.not_found":
    "«{file}» non è stato salvato perché la cartella non esiste – tutto resta aperto, non si perde nulla.",
  "save.permission_denied":
    "«{file}» non è stato salvato perché LoGo non ha il permesso di scrivere lì – tutto resta aperto, non si perde nulla.",
  "save.read_only":
    "«{file}» non è stato salvato perché l’unità è di sola lettura – tutto resta aperto, non si perde nulla.",
  "save.not_a_file":
    "«{file}» non è stato salvato perché al suo posto c’è una cartella – tutto resta aperto, non si perde nulla.",
  "save.disk_full": "«{file}» non è stato salvato perché il disco è pieno – tutto resta aperto, non si perde nulla.",
  "save.io":
    "«{file}» non è stato salvato perché la scrittura non è riuscita – tutto resta aperto, non si perde nulla.",
};
