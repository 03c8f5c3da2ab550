//! Polish. Counting: the scoring panel, the score table, and what the live region
//! says while counting.

import type { score as de } from "../de/score";
import type { Translation } from "../messages";

export const score: Translation<typeof de> = {
  "score.title": "Liczenie",
  "score.howTo":
    "Blade kamienie liczą się jako martwe. Kliknij kamień (albo naciśnij na nim Enter), aby przełączyć całą jego grupę między martwą a żywą.",
  "score.legend":
    "Małe kwadraty pokazują, czyim terytorium jest dany punkt; × stoi na punktach neutralnych, △ na punktach w seki.",
  "score.keptNote":
    "Według tych zasad (Tromp-Taylor) nie zdejmuje się żadnych kamieni: każdy kamień liczy się tam, gdzie stoi, a kliknięcie niczego nie oznacza. Jeśli uważasz, że jakaś grupa jest martwa, graj dalej i ją zbij.",
  "score.unsureTitle": "Ocena tych grup w propozycji jest niepewna (przerywany pierścień):",
  "score.unsureItem":
    "{point}: grupa {color, select, Czarny {czarnych} other {białych}}, {status}, pewność {confidence, number}%",
  "score.status.alive": "żywa",
  "score.status.dead": "martwa",
  "score.status.seki": "seki",
  "score.undo": "Cofnij oznaczenie",
  "score.continue": "Graj dalej",
  "score.confirm": "{color}: zatwierdź liczenie",
  "score.confirmedBy": "{color} zatwierdził",
  "score.confirmNote":
    "Partia kończy się, gdy obaj gracze zatwierdzą liczenie. Jeśli potem ktoś jeszcze coś przełączy, oba zatwierdzenia przepadają.",
  "score.liveTitle": "Stan liczenia",
  "score.finalTitle": "Wynik końcowy",
  "score.method": "Sposób liczenia: {method}",
  "score.methodTerritory": "liczenie terytorium (japońskie)",
  "score.methodArea": "liczenie obszaru (chińskie)",
  "score.row.item": "Pozycja",
  "score.row.territory": "Terytorium",
  "score.row.stones": "Kamienie na planszy",
  "score.row.prisoners": "Jeńcy (zbici / martwi)",
  "score.row.komi": "Komi",
  "score.row.handicap": "Wyrównanie za handicap",
  "score.row.total": "Razem",
  "score.notCountedStones": "Przy liczeniu terytorium kamienie na planszy się nie liczą; podano je w nawiasach.",
  "score.notCountedPrisoners": "Przy liczeniu obszaru jeńcy się nie liczą; podano ich w nawiasach.",
  "score.otherTerritory": "Przy liczeniu terytorium: {result}",
  "score.otherArea": "Przy liczeniu obszaru: {result}",
  "score.lead":
    "{points, plural, one {{color} prowadzi o jeden punkt.} few {{color} prowadzi o # punkty.} many {{color} prowadzi o # punktów.} other {{color} prowadzi o # punktu.}}",
  "score.even": "Wynik jest równy.",
  "announce.dead":
    "{n, plural, one {{point}: jeden kamień oznaczony jako martwy} few {{point}: # kamienie oznaczone jako martwe} many {{point}: # kamieni oznaczonych jako martwe} other {{point}: kamienie oznaczone jako martwe: #}}",
  "announce.alive":
    "{n, plural, one {{point}: jeden kamień znów żywy} few {{point}: # kamienie znów żywe} many {{point}: # kamieni znów żywych} other {{point}: kamienie znów żywe: #}}",
  "announce.scoringUndo": "Oznaczenie cofnięte",
  "announce.confirmed": "{color} zatwierdził liczenie",
  "announce.continue": "Gra toczy się dalej",
};
