//! German. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

export const engine = {
  "engine.level.first_steps": "Allererste Schritte",
  "engine.level.gentle": "Sehr leicht",
  "engine.level.easy": "Leicht",
  "engine.level.relaxed": "Gemütlich",
  "engine.level.moderate": "Mittel",
  "engine.level.steady": "Beständig",
  "engine.level.challenging": "Fordernd",
  "engine.level.tough": "Schwer",
  "engine.level.strong": "Stark",
  "engine.level.strongest": "Am stärksten",
  "engine.levelOption": "Stufe {level, number} – {name}",
  "engine.playerName": "{engine} (Stufe {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Das Programm spielt genau nach diesen Regeln.",
  "engine.rulesUnknown":
    "Diesem Programm lassen sich die Regeln nicht mitteilen, es spielt nach seinen eigenen. LoGo prüft trotzdem jeden seiner Züge.",
  "engine.rulesPartial": "Nicht alle Regeln lassen sich dem Programm mitteilen:",
  "engine.rules_gap.ko":
    "Die Ko-Regel kennt es nicht. Versucht es einen Zug, den diese Regeln verbieten, lehnt LoGo ihn ab und sagt es dir.",
  "engine.rules_gap.suicide":
    "Die Regel zum Selbstmord kennt es nicht. Versucht es einen verbotenen Zug, lehnt LoGo ihn ab und sagt es dir.",
  "engine.rules_gap.scoring":
    "Es zählt auf andere Art (Gebiet oder Fläche) und schätzt den Stand deshalb anders ein; gezählt wird am Ende nach deinen Regeln.",
  "engine.rules_gap.seki":
    "Punkte im Seki bewertet es anders als diese Regeln; gezählt wird am Ende nach deinen Regeln.",
  "engine.rules_gap.handicap_compensation":
    "Den Ausgleich für Vorgabesteine rechnet es anders; gezählt wird am Ende nach deinen Regeln.",
  "engine.rules_gap.dead_stones":
    "Ob tote Steine vor dem Zählen vom Brett kommen, weiß es nicht; gezählt wird am Ende nach deinen Regeln.",
  "engine.sizeTooLarge": "Dieses Programm spielt höchstens auf {max, number} × {max, number}.",
  "engine.error.not_found": "Das Programm „{program}“ ist nicht zu finden.",
  "engine.error.spawn_failed":
    "Das Programm „{program}“ ließ sich nicht starten (Meldung des Betriebssystems: {reason}).",
  "engine.error.spawn_permission_denied":
    "Das Programm „{program}“ darf nicht gestartet werden: Es fehlt die Berechtigung zum Ausführen.",
  "engine.error.crashed": "Das Programm ist bei „{command}“ abgestürzt.",
  "engine.error.timeout":
    "Das Programm hat auf „{command}“ nicht innerhalb von {seconds, number} Sekunden geantwortet und wurde beendet.",
  "engine.error.protocol": "Das Programm hat auf „{command}“ etwas Unverständliches geantwortet und wurde beendet.",
  "engine.error.refused": "Das Programm hat „{command}“ abgelehnt: {message}",
  "engine.error.unsupported": "Das Programm kennt den Befehl „{command}“ nicht.",
  "engine.error.cancelled": "Das Programm wurde bei „{command}“ unterbrochen.",
  "engine.error.stopped": "Das Programm läuft nicht mehr.",
  "engine.stderr": "Seine letzten Worte: {text}",
  "engine.illegalMove": "Das Programm wollte auf {point} spielen, doch die Regeln verbieten das. {reason}",
  "engine.problemTitle": "{engine} kann gerade nicht weiterspielen.",
  "engine.problemSafe": "Die Partie ist gespeichert und bleibt, wie sie ist.",
  "engine.retry": "Noch einmal versuchen",
  "engine.twoPlayers": "Zu zweit weiterspielen",
  "engine.stopThinking": "{engine} anhalten und zu zweit weiterspielen",
  "engine.other": "Anderer Gegner",
  "engine.otherApply": "Mit diesem Gegner weiterspielen",
  "engine.panel": "Computer-Gegner",
  "engine.starting": "{engine} wird gestartet …",
  "engine.thinking": "{engine} denkt nach …",
  "engine.placing": "{engine} setzt die Vorgabesteine …",
  "engine.judging": "{engine} prüft, welche Steine tot sind …",
  "engine.hinting": "{engine} sucht einen Tipp …",
  "engine.moveTime": "{n, plural, one {# Sekunde pro Zug} other {# Sekunden pro Zug}}",
  "engine.hint": "Tipp",
  "engine.hintPoint": "Tipp: {point}",
  "engine.hintPass": "Tipp: Passen",
  "engine.hintResign": "Tipp: Die Partie ist kaum noch zu gewinnen.",
  "engine.whatIf": "Was wäre, wenn?",
  "engine.opinionTitle": "Zweite Meinung: {engine}",
  "engine.opinionNone": "{engine} hält keinen Stein für tot.",
  "engine.opinionSome":
    "{n, plural, one {{engine} hält einen Stein für tot: {points}.} other {{engine} hält # Steine für tot: {points}.}}",
  "engine.opinionSame": "Das stimmt mit der Markierung auf dem Brett überein.",
  "engine.opinionDiffers": "Das weicht von der Markierung auf dem Brett ab.",
  "engine.opinionAdopt": "Markierung von {engine} übernehmen",
  "engine.confirmsWithYou": "{engine} nimmt die Zählung an, sobald du bestätigst.",
  "engine.you": "Du",
} as const;
