//! Portuguese. Why something failed: illegal moves, refused settings, files that
//! could not be opened or saved, changes that could not be stored.

import type { errors as de } from "../de/errors";
import type { Translation } from "../messages";

export const errors: Translation<typeof de> = {
  "unsaved.corrupt": "Não guardado: a base de dados está danificada. A partida continua na memória.",
  "unsaved.locked": "Não guardado: outro programa bloqueou a base de dados. A partida continua na memória.",
  "unsaved.read_only": "Não guardado: a base de dados só permite leitura. A partida continua na memória.",
  "unsaved.disk_full": "Não guardado: o disco está cheio. A partida continua na memória.",
  "unsaved.newer_version":
    "Não guardado: a base de dados pertence a uma versão mais recente do LoGo. A partida continua na memória.",
  "unsaved.io": "Não guardado: não foi possível aceder à base de dados. A partida continua na memória.",
  "illegal.occupied": "Ocupado: já há uma pedra neste ponto — escolha um ponto vazio.",
  "illegal.ko": "Ko: não é permitido recapturar de imediato — jogue primeiro noutro lugar.",
  "illegal.superko": "Superko: esta jogada repetiria uma posição anterior, o que estas regras proíbem.",
  "illegal.suicide": "Suicídio: esta jogada tiraria a última liberdade às próprias pedras sem capturar nada.",
  "illegal.not_your_turn": "Não é a sua vez: agora joga a outra cor.",
  "illegal.game_over": "Partida terminada: depois do fim já não se pode jogar.",
  "illegal.off_board": "Fora do tabuleiro: este ponto não pertence ao tabuleiro.",
  "illegal.placing_handicap": "Handicap: Preto coloca primeiro todas as pedras de handicap; só depois começa Branco.",
  "error.bad_point": "O LoGo não conhece o ponto “{text}” neste tabuleiro.",
  "error.invalid_setting": "A configuração “{field}” tem um valor inválido.",
  "error.not_now": "Isso não é possível neste momento.",
  "error.unexpected": "Ocorreu um erro inesperado; tente de novo.",
  "error.no_stone":
    "Não há nenhuma pedra aí: durante a contagem, clique numa pedra para marcar o seu grupo como morto ou vivo.",
  "error.stones_kept":
    "Estas regras deixam todas as pedras no tabuleiro, por isso nenhum grupo pode ser marcado como morto.",
  "error.invalid_argument": "O LoGo recebeu um valor inválido para “{argument}”.",
  "error.edit_refused": "Esta alteração não é possível no tabuleiro de ensino; tudo fica como estava.",
  "error.edit_one_point_line": "Uma linha ou uma seta precisa de dois pontos diferentes.",
  "error.library_not_saved": "Não ficou na biblioteca – o tabuleiro de ensino continua aberto. {reason}",
  "error.exercise_not_saved": "Assim não é possível criar um exercício; nada foi guardado.",
  "error.image_failed": "Não foi possível criar a imagem; tente de novo.",
  "dbReason.corrupt": "A base de dados está danificada.",
  "dbReason.locked": "Outro programa bloqueia a base de dados.",
  "dbReason.read_only": "A base de dados só permite leitura.",
  "dbReason.disk_full": "O disco está cheio.",
  "dbReason.newer_version": "A base de dados vem de uma versão mais recente do LoGo.",
  "dbReason.io": "Não foi possível aceder à base de dados.",
  "error.folder_not_shown": "Não foi possível abrir o gestor de arquivos; a pasta aparece acima para ser copiada.",
  "field.size": "Tamanho do tabuleiro",
  "field.handicap": "Handicap",
  "field.main_time": "Tempo principal",
  "field.period": "Duração de um período de byo-yomi",
  "field.periods": "Número de períodos de byo-yomi",
  "field.player_name": "Nome do jogador",
  "field.engine_move_time": "Tempo de reflexão do computador",
  "argument.engine": "programa de Go",
  "argument.engine_name": "nome do programa",
  "argument.level": "nível",
  "error.engine_arguments_empty": "Falta o programa.",
  "error.engine_arguments_quote": "As aspas na posição {at, number} dos argumentos nunca são fechadas.",
  "error.engine_board_size":
    "Este programa joga em tabuleiros até {max, number} × {max, number}; escolha um tabuleiro menor.",
  "error.settings_not_saved": "A configuração não foi guardada porque a base de dados não aceita nada neste momento.",

  "argument.game": "partida no arquivo",
  "argument.node": "posição na árvore da partida",
  "argument.texts": "textos da janela de arquivos",
  "argument.size": "tamanho do tabuleiro",
  "argument.comment": "comentário (longo demais)",
  "argument.title": "título",
  "argument.tag": "etiqueta (não vazia, no máximo 100 caracteres; no máximo 20 etiquetas)",
  "argument.note": "nota (no máximo 10 000 caracteres)",
  "argument.search": "texto de pesquisa (no máximo 200 caracteres)",
  "argument.date": "data (AAAA, AAAA-MM ou AAAA-MM-DD, um dia que exista)",
  "argument.region": "parte do tabuleiro",
  "argument.lesson": "lição",
  "argument.page": "página da biblioteca ou da lição",
  "argument.moves": "jogada a partir da qual continuar",
  "argument.paths": "arquivos a importar",

  "database.corrupt": "A biblioteca não alterou nada: a base de dados está danificada.",
  "database.locked":
    "A biblioteca não alterou nada: outro programa bloqueou a base de dados. Tente de novo daqui a pouco.",
  "database.read_only": "A biblioteca não alterou nada: a base de dados só permite leitura.",
  "database.disk_full": "A biblioteca não alterou nada: o disco está cheio. Faça espaço no disco e tente de novo.",
  "database.newer_version":
    "A biblioteca não alterou nada: a base de dados pertence a uma versão mais recente do LoGo.",
  "database.io": "A biblioteca não alterou nada: não foi possível aceder à base de dados.",
  "error.not_in_library": "Esta partida já não está na biblioteca.",
  "error.unreadable_game": "Já não é possível ler esta partida da biblioteca.",
  "error.import_running": "Já está em curso uma importação. Aguarde até terminar ou cancele-a.",
  "error.record_start_not_playable":
    "O LoGo não consegue montar a posição inicial desta partida como jogo, por isso não é possível continuá-la.",
  "error.record_setup_not_playable":
    "Esta partida coloca pedras no tabuleiro antes da jogada {move, number}; só pode ser continuada até a jogada {last, number}.",
  "error.record_not_playable":
    "A jogada {move, number} desta partida viola as regras; só pode ser continuada até a jogada {last, number}. Motivo – {reason}",
  "argument.entry": "entrada do glossário",
  "exercise.wrong_kind": "Esta resposta não serve para este exercício.",
  "exercise.already_solved": "O exercício já está resolvido. Use “Recomeçar” para tentar outra vez.",
  "exercise.outside_view": "Este ponto fica fora da parte do tabuleiro que está à vista.",
  "exercise.unknown_option": "O exercício não tem essa resposta.",
  "exercise.wrong_step": "A contagem está agora noutra etapa.",
  "exercise.broken_content": "Este exercício tem um erro e não pode ser verificado.",

  "setAside.newer_version":
    "A partida em curso foi guardada por uma versão mais recente do LoGo e não pode ser aberta aqui. Fica intacta na base de dados; aqui começa uma partida nova.",
  "setAside.damaged":
    "A partida em curso está danificada e não pode ser aberta. Fica intacta na base de dados; aqui começa uma partida nova.",
  "setAside.dismiss": "Fechar o aviso sobre a partida conservada",
  "open.not_found": "Não é possível abrir “{file}”: o arquivo não existe (ou já não existe).",
  "open.permission_denied": "Não é possível abrir “{file}”: não há permissão para o ler.",
  "open.not_a_file": "Não é possível abrir “{file}”: é uma pasta ou um dispositivo, não um arquivo.",
  "open.io": "Não é possível abrir “{file}”: a leitura falhou.",
  "open.no_sgf": "Não é possível abrir “{file}”: não contém nenhuma partida em SGF.",
  "open.too_large": "Não é possível abrir “{file}”: tem mais de {limit, number} MB.",
  "open.board_too_large":
    "Não é possível abrir “{file}”: o tabuleiro é de {width, number} × {height, number} e o LoGo mostra no máximo 25 × 25.",
  "open.bad_board_size": "Não é possível abrir “{file}”: “{raw}” não é um tamanho de tabuleiro válido.",
  "open.not_go": "Não é possível abrir “{file}”: o jogo não é Go (tipo de jogo SGF {game}).",
  "save.not_found": "“{file}” não foi guardado porque a pasta não existe – tudo continua aberto, nada se perde.",
  "save.permission_denied":
    "“{file}” não foi guardado porque o LoGo não tem permissão para escrever aí – tudo continua aberto, nada se perde.",
  "save.read_only":
    "“{file}” não foi guardado porque a unidade só permite leitura – tudo continua aberto, nada se perde.",
  "save.not_a_file":
    "“{file}” não foi guardado porque há uma pasta com esse nome – tudo continua aberto, nada se perde.",
  "save.disk_full": "“{file}” não foi guardado porque o disco está cheio – tudo continua aberto, nada se perde.",
  "save.io": "“{file}” não foi guardado porque a escrita falhou – tudo continua aberto, nada se perde.",
};
