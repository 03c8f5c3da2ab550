//! German. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

export const score = {
  "score.title": "Auszählung",
  "score.howTo":
    "Blasse Steine gelten als tot. Ein Klick auf einen Stein (oder Enter auf ihm) schaltet seine Gruppe zwischen tot und lebendig um.",
  "score.legend":
    "Kleine Quadrate zeigen, wem ein Punkt als Gebiet gehört; × steht auf neutralen Punkten, △ auf Punkten in einem Seki.",
  "score.keptNote":
    "Nach diesen Regeln (Tromp-Taylor) wird kein Stein entfernt: Alle Steine zählen so, wie sie stehen, und ein Klick markiert nichts. Wer eine Gruppe für tot hält, spielt weiter und fängt sie.",
  "score.unsureTitle": "Bei diesen Gruppen ist sich der Vorschlag nicht sicher (gestrichelter Ring):",
  "score.unsureItem": "{point}: {color}, {status}, zu {confidence, number} % sicher",
  "score.status.alive": "lebendig",
  "score.status.dead": "tot",
  "score.status.seki": "Seki",
  "score.undo": "Markierung zurücknehmen",
  "score.continue": "Weiterspielen",
  "score.confirm": "{color}: Zählung bestätigen",
  "score.confirmedBy": "{color} hat bestätigt",
  "score.confirmNote":
    "Die Partie endet, sobald beide die Zählung bestätigt haben. Wer danach noch etwas umschaltet, hebt die Bestätigungen wieder auf.",
  "score.liveTitle": "Zwischenstand",
  "score.finalTitle": "Endabrechnung",
  "score.method": "Zählweise: {method}",
  "score.methodTerritory": "Gebietszählung (japanisch)",
  "score.methodArea": "Flächenzählung (chinesisch)",
  "score.row.item": "Posten",
  "score.row.territory": "Gebiet",
  "score.row.stones": "Steine auf dem Brett",
  "score.row.prisoners": "Gefangene (geschlagen / tot)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Vorgabe-Ausgleich",
  "score.row.total": "Summe",
  "score.notCountedStones": "Bei Gebietszählung zählen die Steine auf dem Brett nicht mit; sie stehen in Klammern.",
  "score.notCountedPrisoners": "Bei Flächenzählung zählen die Gefangenen nicht mit; sie stehen in Klammern.",
  "score.otherTerritory": "Nach japanischer Zählung: {result}",
  "score.otherArea": "Nach chinesischer Zählung: {result}",
  "score.lead": "{points, plural, one {{color} liegt einen Punkt vorn.} other {{color} liegt # Punkte vorn.}}",
  "score.even": "Gleichstand.",
  "announce.dead": "{n, plural, one {{point}: ein Stein als tot markiert} other {{point}: # Steine als tot markiert}}",
  "announce.alive": "{n, plural, one {{point}: ein Stein wieder lebendig} other {{point}: # Steine wieder lebendig}}",
  "announce.scoringUndo": "Markierung zurückgenommen",
  "announce.confirmed": "{color} hat die Zählung bestätigt",
  "announce.continue": "Es wird weitergespielt",
} as const;
