//! Polish. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Na {point} stoi już kamień.",
  "why.refused.suicide": "{color} nie może zagrać {point}: kamień nie miałby ani jednego oddechu (samobójstwo).",
  "why.refused.ko":
    "{color} nie może zagrać {point}: to byłoby natychmiastowe odbicie w ko. Najpierw trzeba zagrać gdzie indziej.",
  "why.refused.superko": "{color} nie może zagrać {point}: wróciłaby wcześniejsza pozycja całej planszy (superko).",
  "why.refused.other": "{color} nie może teraz zagrać {point}.",
  "why.legal": "{color} może zagrać {point}: ten ruch jest dozwolony.",
  "why.stoneB": "Na {point} stoi czarny kamień.",
  "why.stoneW": "Na {point} stoi biały kamień.",
  "why.empty": "{point} jest pusty.",
  "why.captured": "Łańcuch na {point} jest zbity.",
  "why.hasLiberty":
    "Łańcuch na {point} wciąż stoi: {count, plural, one {ma oddech} few {ma oddechy} many {ma oddechy} other {ma oddechy}} {points}.",
  "why.libertyCount":
    "{count, plural, =0 {Łańcuch na {point} wciąż stoi, bez oddechu.} one {Łańcuch na {point} wciąż stoi i ma jeden oddech.} few {Łańcuch na {point} wciąż stoi i ma # oddechy.} many {Łańcuch na {point} wciąż stoi i ma # oddechów.} other {Łańcuch na {point} wciąż stoi i ma # oddechu.}}",
  "why.liberties":
    "{count, plural, =0 {Łańcuch na {point} nie ma żadnego oddechu.} one {Łańcuch na {point} ma jeden oddech: {points}.} few {Łańcuch na {point} ma # oddechy: {points}.} many {Łańcuch na {point} ma # oddechów: {points}.} other {Łańcuch na {point} ma # oddechu: {points}.}}",
  "why.noChain": "Na {point} nie ma kamienia.",
  "why.connected": "Kamienie na {points} tworzą jeden łańcuch.",
  "why.notConnected": "Kamienie na {points} nie tworzą jednego łańcucha.",
  "why.captures":
    "{count, plural, =0 {{color} nie zbił jeszcze żadnego kamienia.} one {{color} zbił jeden kamień.} few {{color} zbił # kamienie.} many {{color} zbił # kamieni.} other {{color} zbił # kamienia.}}",
  "why.missing":
    "{count, plural, one {Brakuje jeszcze jednego punktu.} few {Brakuje jeszcze # punktów.} many {Brakuje jeszcze # punktów.} other {Brakuje jeszcze # punktu.}}",
  "why.notExpected":
    "{count, plural, one {Ten punkt nie pasuje: {points}.} few {Te punkty nie pasują: {points}.} many {Te punkty nie pasują: {points}.} other {Te punkty nie pasują: {points}.}}",
  "why.tooLow": "Ta liczba jest za mała.",
  "why.tooHigh": "Ta liczba jest za duża.",
  "why.tooLowFor": "{color}: ta liczba jest za mała.",
  "why.tooHighFor": "{color}: ta liczba jest za duża.",
  "why.wrongWinner": "Zwycięzca się nie zgadza.",
};
