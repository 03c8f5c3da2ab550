//! German. The settings screen and its sections (today: the Go programs).

export const settings = {
  "settings.title": "Einstellungen",
  "settings.sections": "Bereiche der Einstellungen",
  "settings.engines": "Go-Programme",
  "settings.enginesIntro":
    "Gegen diese Programme kannst du spielen. GNU Go findet LoGo von selbst, wenn es installiert ist; weitere Programme, die das Go Text Protocol (GTP) sprechen, etwa KataGo oder Leela Zero, fügst du hier hinzu.",
  "settings.loading": "LoGo sucht die Programme …",
  "settings.noGnugo": "GNU Go ist nicht installiert. Unter Debian und Ubuntu bringt es das Paket „gnugo“ mit.",
  "settings.gnugoFound": "von LoGo gefunden",
  "settings.program": "Programm: {program}",
  "settings.args": "Argumente: {args}",
  "settings.identity": "Meldet sich als {name} {version}",
  "settings.silent": "Hat noch nicht geantwortet",
  "settings.test": "Testen",
  "settings.testOf": "{engine} testen",
  "settings.remove": "Entfernen",
  "settings.removeOf": "{engine} entfernen",
  "settings.testing": "Das Programm wird gestartet und befragt …",
  "settings.testResult":
    "{name} {version} antwortet, spricht GTP {protocol} und kennt {n, plural, one {einen Befehl} other {# Befehle}}.",
  "settings.commands": "Seine Befehle",
  "settings.addTitle": "Programm hinzufügen",
  "settings.choose": "Programm auswählen …",
  "settings.chooseTitle": "Go-Programm auswählen",
  "settings.chosen": "Ausgewählt: {program}",
  "settings.nothingChosen": "Noch kein Programm ausgewählt.",
  "settings.argsField": "Argumente (wie in der Kommandozeile, etwa: gtp -config meine.cfg)",
  "settings.nameField": "Name in LoGo (frei wählbar)",
  "settings.testChosen": "Testen",
  "settings.add": "Hinzufügen",
  "settings.added": "{engine} steht jetzt in der Liste.",
  "settings.removed": "Das Programm wurde aus der Liste genommen.",
  "settings.unreadable":
    "Die gespeicherte Liste der Programme stammt aus einer neueren LoGo-Version oder ist beschädigt. Sie bleibt unverändert; Programme lassen sich deshalb gerade weder hinzufügen noch entfernen.",
} as const;
