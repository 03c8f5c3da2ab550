//! Portuguese. Why an answer in a lesson is right or wrong: one sentence per
//! fact go-core reports (`Why` codes), points named as on the board (C3).

import type { why as de } from "../de/why";
import type { Translation } from "../messages";

export const why: Translation<typeof de> = {
  "why.refused.occupied": "Já há uma pedra em {point}.",
  "why.refused.suicide": "{color} não pode jogar em {point}: a pedra ficaria sem nenhuma liberdade (suicídio).",
  "why.refused.ko":
    "{color} não pode jogar em {point}: seria recapturar o ko de imediato. Primeiro é preciso jogar noutro lugar.",
  "why.refused.superko":
    "{color} não pode jogar em {point}: repetiria uma posição anterior do tabuleiro inteiro (superko).",
  "why.refused.other": "{color} não pode jogar em {point} agora.",
  "why.legal": "{color} pode jogar em {point}: esta jogada é permitida.",
  "why.stoneB": "Há uma pedra preta em {point}.",
  "why.stoneW": "Há uma pedra branca em {point}.",
  "why.empty": "{point} está vazio.",
  "why.captured": "A cadeia em {point} foi capturada.",
  "why.hasLiberty":
    "A cadeia em {point} continua no tabuleiro: tem {count, plural, =1 {a liberdade} one {a liberdade} many {as liberdades} other {as liberdades}} {points}.",
  "why.libertyCount":
    "A cadeia em {point} continua no tabuleiro, com {count, plural, =0 {nenhuma liberdade} =1 {uma liberdade} one {# liberdade} many {# liberdades} other {# liberdades}}.",
  "why.liberties":
    "A cadeia em {point} tem {count, plural, =0 {nenhuma liberdade} =1 {uma liberdade: {points}} one {# liberdade: {points}} many {# liberdades: {points}} other {# liberdades: {points}}}.",
  "why.noChain": "Não há nenhuma pedra em {point}.",
  "why.connected": "As pedras em {points} formam uma só cadeia.",
  "why.notConnected": "As pedras em {points} não formam uma só cadeia.",
  "why.captures":
    "{color} capturou {count, plural, =0 {ainda nenhuma pedra} =1 {uma pedra} one {# pedra} many {# pedras} other {# pedras}}.",
  "why.missing":
    "{count, plural, =1 {Ainda falta um ponto} one {Ainda falta # ponto} many {Ainda faltam # pontos} other {Ainda faltam # pontos}}.",
  "why.notExpected":
    "{count, plural, =1 {Este ponto não faz parte} one {Este ponto não faz parte} many {Estes pontos não fazem parte} other {Estes pontos não fazem parte}}: {points}.",
  "why.tooLow": "O número é baixo demais.",
  "why.tooHigh": "O número é alto demais.",
  "why.tooLowFor": "O número para {color} é baixo demais.",
  "why.tooHighFor": "O número para {color} é alto demais.",
  "why.wrongWinner": "O vencedor está errado.",
};
