//! Portuguese. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Primeiríssimos passos",
  "engine.level.gentle": "Muito fácil",
  "engine.level.easy": "Fácil",
  "engine.level.relaxed": "Descontraído",
  "engine.level.moderate": "Médio",
  "engine.level.steady": "Firme",
  "engine.level.challenging": "Desafiante",
  "engine.level.tough": "Difícil",
  "engine.level.strong": "Forte",
  "engine.level.strongest": "O mais forte",
  "engine.levelOption": "Nível {level, number} – {name}",
  "engine.playerName": "{engine} (nível {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "O programa joga exatamente com estas regras.",
  "engine.rulesUnknown":
    "Não é possível indicar as regras a este programa; ele joga pelas suas próprias. Mesmo assim, o LoGo verifica cada jogada que ele faz.",
  "engine.rulesPartial": "Nem todas as regras podem ser indicadas ao programa:",
  "engine.rules_gap.ko":
    "Não conhece a regra do ko. Se tentar uma jogada que estas regras proíbem, o LoGo recusa-a e avisa.",
  "engine.rules_gap.suicide":
    "Não conhece a regra do suicídio. Se tentar uma jogada proibida, o LoGo recusa-a e avisa.",
  "engine.rules_gap.scoring":
    "Conta da outra maneira (por território ou por área) e por isso avalia a pontuação de outra forma; a contagem final segue as regras escolhidas.",
  "engine.rules_gap.seki":
    "Avalia os pontos em seki de modo diferente destas regras; a contagem final segue as regras escolhidas.",
  "engine.rules_gap.handicap_compensation":
    "Calcula de outra forma a compensação pelas pedras de handicap; a contagem final segue as regras escolhidas.",
  "engine.rules_gap.dead_stones":
    "Não sabe se as pedras mortas saem do tabuleiro antes da contagem; a contagem final segue as regras escolhidas.",
  "engine.sizeTooLarge": "Este programa joga em tabuleiros até {max, number} × {max, number}.",
  "engine.error.not_found": "Não foi possível encontrar o programa “{program}”.",
  "engine.error.spawn_failed": "Não foi possível iniciar o programa “{program}” (mensagem do sistema: {reason}).",
  "engine.error.spawn_permission_denied":
    "O programa “{program}” não pode ser iniciado: falta a permissão de execução.",
  "engine.error.crashed": "O programa falhou durante “{command}”.",
  "engine.error.timeout": "O programa não respondeu a “{command}” em {seconds, number} segundos e foi interrompido.",
  "engine.error.protocol":
    "O programa respondeu a “{command}” com algo que o LoGo não consegue ler, e foi interrompido.",
  "engine.error.refused": "O programa recusou “{command}”: {message}",
  "engine.error.unsupported": "O programa não conhece o comando “{command}”.",
  "engine.error.cancelled": "O programa foi interrompido durante “{command}”.",
  "engine.error.stopped": "O programa já não está em execução.",
  "engine.stderr": "Últimas palavras do programa: {text}",
  "engine.illegalMove": "O programa quis jogar em {point}, mas as regras não o permitem. {reason}",
  "engine.problemTitle": "{engine} não consegue continuar por agora.",
  "engine.problemSafe": "A partida está guardada e fica como está.",
  "engine.retry": "Tentar de novo",
  "engine.twoPlayers": "Continuar com dois jogadores",
  "engine.stopThinking": "Parar {engine} e continuar com dois jogadores",
  "engine.other": "Outro adversário",
  "engine.otherApply": "Continuar com este adversário",
  "engine.panel": "Adversário: o computador",
  "engine.starting": "Inicialização de {engine} …",
  "engine.thinking": "{engine} pensa …",
  "engine.placing": "{engine} coloca as suas pedras de handicap …",
  "engine.judging": "{engine} verifica quais pedras estão mortas …",
  "engine.hinting": "{engine} procura uma dica …",
  "engine.moveTime":
    "{n, plural, =1 {1 segundo por jogada} one {# segundo por jogada} many {# segundos por jogada} other {# segundos por jogada}}",
  "engine.hint": "Dica",
  "engine.hintPoint": "Dica: {point}",
  "engine.hintPass": "Dica: passar",
  "engine.hintResign": "Dica: já é muito difícil ganhar esta partida.",
  "engine.whatIf": "E se…?",
  "engine.opinionTitle": "Segunda opinião: {engine}",
  "engine.opinionNone": "{engine} não considera nenhuma pedra morta.",
  "engine.opinionSome":
    "{n, plural, =1 {{engine} considera uma pedra morta: {points}.} one {{engine} considera # pedra morta: {points}.} many {{engine} considera # pedras mortas: {points}.} other {{engine} considera # pedras mortas: {points}.}}",
  "engine.opinionSame": "Coincide com a marcação no tabuleiro.",
  "engine.opinionDiffers": "Difere da marcação no tabuleiro.",
  "engine.opinionAdopt": "Adotar a marcação de {engine}",
  "engine.confirmsWithYou": "Assim que confirmar a contagem, {engine} também a aceita.",
  "engine.you": "Você",
};
