//! Italiano. Giocare contro il computer: i livelli di GNU Go, quello che non
//! si può comunicare a un motore sulle regole, cosa è andato storto,
//! l’indicatore di riflessione, i suggerimenti, "e se?" e il suo secondo
//! parere durante il conteggio.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Primissimi passi",
  "engine.level.gentle": "Facilissimo",
  "engine.level.easy": "Facile",
  "engine.level.relaxed": "Tranquillo",
  "engine.level.moderate": "Medio",
  "engine.level.steady": "Costante",
  "engine.level.challenging": "Impegnativo",
  "engine.level.tough": "Difficile",
  "engine.level.strong": "Forte",
  "engine.level.strongest": "Il più forte",
  "engine.levelOption": "Livello {level, number} – {name}",
  "engine.playerName": "{engine} (livello {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Il programma gioca esattamente secondo queste regole.",
  "engine.rulesUnknown":
    "A questo programma non si possono comunicare le regole: gioca con le sue. LoGo controlla comunque ogni sua mossa.",
  "engine.rulesPartial": "Non tutte le regole si possono comunicare al programma:",
  "engine.rules_gap.ko":
    "Non conosce la regola del ko. Se prova una mossa vietata da queste regole, LoGo la rifiuta e te lo dice.",
  "engine.rules_gap.suicide":
    "Non conosce la regola sul suicidio. Se prova una mossa vietata, LoGo la rifiuta e te lo dice.",
  "engine.rules_gap.scoring":
    "Conta nell’altro modo (territorio o area), quindi valuta il punteggio in modo diverso; il conteggio finale segue le tue regole.",
  "engine.rules_gap.seki":
    "Valuta i punti nel seki diversamente da queste regole; il conteggio finale segue le tue regole.",
  "engine.rules_gap.handicap_compensation":
    "Calcola in modo diverso la compensazione per le pietre di handicap; il conteggio finale segue le tue regole.",
  "engine.rules_gap.dead_stones":
    "Non sa se le pietre morte vengono tolte dal goban prima del conteggio; il conteggio finale segue le tue regole.",
  "engine.sizeTooLarge": "Questo programma gioca su goban fino a {max, number} × {max, number}.",
  "engine.error.not_found": "Il programma «{program}» non è stato trovato.",
  "engine.error.spawn_failed":
    "Non è stato possibile avviare il programma «{program}» (messaggio del sistema: {reason}).",
  "engine.error.spawn_permission_denied":
    "Il programma «{program}» non può essere avviato: manca il permesso di esecuzione.",
  "engine.error.crashed": "Il programma si è chiuso in modo anomalo durante «{command}».",
  "engine.error.timeout":
    "Il programma non ha risposto a «{command}» entro {seconds, number} secondi ed è stato fermato.",
  "engine.error.protocol":
    "Il programma ha risposto a «{command}» con qualcosa che LoGo non sa leggere ed è stato fermato.",
  "engine.error.refused": "Il programma ha rifiutato «{command}»: {message}",
  "engine.error.unsupported": "Il programma non conosce il comando «{command}».",
  "engine.error.cancelled": "Il programma è stato interrotto durante «{command}».",
  "engine.error.stopped": "Il programma non è più in esecuzione.",
  "engine.stderr": "Le sue ultime parole: {text}",
  "engine.illegalMove": "Il programma voleva giocare in {point}, ma le regole non lo permettono. {reason}",
  "engine.problemTitle": "{engine} al momento non può continuare.",
  "engine.problemSafe": "La partita è salvata e resta com’è.",
  "engine.retry": "Riprova",
  "engine.twoPlayers": "Continua a giocare in due",
  "engine.stopThinking": "Ferma {engine} e continua a giocare in due",
  "engine.other": "Un altro avversario",
  "engine.otherApply": "Continua con questo avversario",
  "engine.panel": "Avversario computer",
  "engine.starting": "Avvio di {engine} …",
  "engine.thinking": "{engine} sta pensando …",
  "engine.placing": "{engine} sta posando le pietre di handicap …",
  "engine.judging": "{engine} sta controllando quali pietre sono morte …",
  "engine.hinting": "{engine} sta cercando un suggerimento …",
  "engine.moveTime": "{n, plural, one {# secondo per mossa} many {# secondi per mossa} other {# secondi per mossa}}",
  "engine.hint": "Suggerimento",
  "engine.hintPoint": "Suggerimento: {point}",
  "engine.hintPass": "Suggerimento: passa",
  "engine.hintResign": "Suggerimento: questa partita è ormai quasi impossibile da vincere.",
  "engine.whatIf": "E se…?",
  "engine.opinionTitle": "Secondo parere: {engine}",
  "engine.opinionNone": "Per {engine} nessuna pietra è morta.",
  "engine.opinionSome":
    "{n, plural, one {Per {engine} una pietra è morta: {points}.} many {Per {engine} # pietre sono morte: {points}.} other {Per {engine} # pietre sono morte: {points}.}}",
  "engine.opinionSame": "Corrisponde alla marcatura sul goban.",
  "engine.opinionDiffers": "Non corrisponde alla marcatura sul goban.",
  "engine.opinionAdopt": "Adotta la marcatura di {engine}",
  "engine.confirmsWithYou": "{engine} accetta il conteggio appena confermi.",
  "engine.you": "Tu",
};
