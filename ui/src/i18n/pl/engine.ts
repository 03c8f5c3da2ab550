//! Polish. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Pierwsze kroki",
  "engine.level.gentle": "Bardzo łatwy",
  "engine.level.easy": "Łatwy",
  "engine.level.relaxed": "Spokojny",
  "engine.level.moderate": "Średni",
  "engine.level.steady": "Solidny",
  "engine.level.challenging": "Wymagający",
  "engine.level.tough": "Trudny",
  "engine.level.strong": "Silny",
  "engine.level.strongest": "Najsilniejszy",
  "engine.levelOption": "Poziom {level, number} – {name}",
  "engine.playerName": "{engine} (poziom {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Program gra dokładnie według tych zasad.",
  "engine.rulesUnknown":
    "Temu programowi nie da się przekazać zasad; gra według własnych. LoGo i tak sprawdza każdy jego ruch.",
  "engine.rulesPartial": "Nie wszystkie zasady da się przekazać programowi:",
  "engine.rules_gap.ko":
    "Program nie zna zasady ko. Jeśli spróbuje ruchu, którego te zasady zabraniają, LoGo go odrzuci i ci o tym powie.",
  "engine.rules_gap.suicide":
    "Program nie zna zasady samobójstwa. Jeśli spróbuje niedozwolonego ruchu, LoGo go odrzuci i ci o tym powie.",
  "engine.rules_gap.scoring":
    "Program liczy inaczej (terytorium albo obszar), więc inaczej ocenia wynik; liczenie końcowe idzie według twoich zasad.",
  "engine.rules_gap.seki":
    "Program inaczej niż te zasady wycenia punkty w seki; liczenie końcowe idzie według twoich zasad.",
  "engine.rules_gap.handicap_compensation":
    "Program inaczej liczy wyrównanie za kamienie handicapowe; liczenie końcowe idzie według twoich zasad.",
  "engine.rules_gap.dead_stones":
    "Program nie wie, czy martwe kamienie schodzą z planszy przed liczeniem; liczenie końcowe idzie według twoich zasad.",
  "engine.sizeTooLarge": "Ten program gra na planszach najwyżej {max, number} × {max, number}.",
  "engine.error.not_found": "Nie można znaleźć programu „{program}”.",
  "engine.error.spawn_failed": "Nie udało się uruchomić programu „{program}” (komunikat systemu: {reason}).",
  "engine.error.spawn_permission_denied": "Programu „{program}” nie wolno uruchomić: brak uprawnienia do wykonywania.",
  "engine.error.crashed": "Program uległ awarii podczas polecenia „{command}”.",
  "engine.error.timeout":
    "Program nie odpowiedział na polecenie „{command}” w ciągu {seconds, plural, one {# sekundy} few {# sekund} many {# sekund} other {# sekundy}} i został zatrzymany.",
  "engine.error.protocol":
    "Program odpowiedział na polecenie „{command}” czymś, czego LoGo nie umie odczytać, i został zatrzymany.",
  "engine.error.refused": "Program odrzucił polecenie „{command}”: {message}",
  "engine.error.unsupported": "Program nie zna polecenia „{command}”.",
  "engine.error.cancelled": "Program został przerwany podczas polecenia „{command}”.",
  "engine.error.stopped": "Program już nie działa.",
  "engine.stderr": "Jego ostatnie słowa: {text}",
  "engine.illegalMove": "Program chciał zagrać {point}, ale zasady na to nie pozwalają. {reason}",
  "engine.problemTitle": "{engine} nie może teraz grać dalej.",
  "engine.problemSafe": "Partia jest zapisana i zostaje bez zmian.",
  "engine.retry": "Spróbuj ponownie",
  "engine.twoPlayers": "Graj dalej we dwoje",
  "engine.stopThinking": "Zatrzymaj {engine} i graj dalej we dwoje",
  "engine.other": "Inny przeciwnik",
  "engine.otherApply": "Graj dalej z tym przeciwnikiem",
  "engine.panel": "Przeciwnik komputerowy",
  "engine.starting": "{engine} się uruchamia…",
  "engine.thinking": "{engine} myśli…",
  "engine.placing": "{engine} stawia kamienie handicapowe…",
  "engine.judging": "{engine} sprawdza, które kamienie są martwe…",
  "engine.hinting": "{engine} szuka podpowiedzi…",
  "engine.moveTime":
    "{n, plural, one {# sekunda na ruch} few {# sekundy na ruch} many {# sekund na ruch} other {# sekundy na ruch}}",
  "engine.hint": "Podpowiedź",
  "engine.hintPoint": "Podpowiedź: {point}",
  "engine.hintPass": "Podpowiedź: spasuj",
  "engine.hintResign": "Podpowiedź: tej partii raczej już nie da się wygrać.",
  "engine.whatIf": "A gdyby tak?",
  "engine.opinionTitle": "Druga opinia: {engine}",
  "engine.opinionNone": "{engine} nie uważa żadnego kamienia za martwy.",
  "engine.opinionSome":
    "{n, plural, one {{engine} uważa jeden kamień za martwy: {points}.} few {{engine} uważa # kamienie za martwe: {points}.} many {{engine} uważa # kamieni za martwe: {points}.} other {{engine} uważa za martwe kamienie (#): {points}.}}",
  "engine.opinionSame": "To zgadza się z oznaczeniem na planszy.",
  "engine.opinionDiffers": "To różni się od oznaczenia na planszy.",
  "engine.opinionAdopt": "Przejmij oznaczenie programu {engine}",
  "engine.confirmsWithYou": "{engine} zatwierdzi liczenie, gdy tylko ty je zatwierdzisz.",
  "engine.you": "Ty",
};
