//! English. Why something failed: illegal moves, refused settings, files that
//! could not be opened or saved, changes that could not be stored.

import type { errors as de } from "../de/errors";
import type { Translation } from "../messages";

export const errors: Translation<typeof de> = {
  "unsaved.corrupt": "Not saved: the database is damaged. The game goes on in memory.",
  "unsaved.locked": "Not saved: another program has locked the database. The game goes on in memory.",
  "unsaved.read_only": "Not saved: the database is read-only. The game goes on in memory.",
  "unsaved.disk_full": "Not saved: the disk is full. The game goes on in memory.",
  "unsaved.newer_version": "Not saved: the database belongs to a newer LoGo. The game goes on in memory.",
  "unsaved.io": "Not saved: the database could not be reached. The game goes on in memory.",
  "illegal.occupied": "Occupied: There is already a stone on this point — choose an empty one.",
  "illegal.ko": "Ko: You may not retake the stone right away — play somewhere else first.",
  "illegal.superko": "Superko: This move would bring back an earlier position, which these rules forbid.",
  "illegal.suicide": "Suicide: This move would take the last liberty of your own stones without capturing anything.",
  "illegal.not_your_turn": "Not your turn: The other colour is to move now.",
  "illegal.game_over": "Game over: No more moves can be played after the end.",
  "illegal.off_board": "Off the board: This point is not on the board.",
  "illegal.placing_handicap": "Handicap: Black places all handicap stones first, then White begins.",
  "error.bad_point": "LoGo does not know the point “{text}” on this board.",
  "error.invalid_setting": "The setting “{field}” has an invalid value.",
  "error.not_now": "That is not possible right now.",
  "error.unexpected": "Something went wrong unexpectedly; please try again.",
  "error.no_stone": "There is no stone there: while counting, click a stone to mark its group dead or alive.",
  "error.stones_kept": "These rules leave every stone on the board, so no group can be marked dead.",
  "error.invalid_argument": "LoGo received an invalid value for “{argument}”.",
  "error.folder_not_shown": "The file manager could not be opened; the folder is shown above to copy.",
  "field.size": "Board size",
  "field.handicap": "Handicap",
  "field.main_time": "Main time",
  "field.period": "Length of a byo-yomi period",
  "field.periods": "Number of byo-yomi periods",
  "field.player_name": "Player name",
  "field.engine_move_time": "Computer's thinking time",
  "argument.engine": "Go program",
  "argument.engine_name": "name of the program",
  "argument.level": "strength",
  "error.engine_arguments_empty": "The program is missing.",
  "error.engine_arguments_quote": "The quote at position {at, number} of the arguments is never closed.",
  "error.engine_board_size":
    "This program plays on boards up to {max, number} × {max, number}; choose a smaller board.",
  "error.settings_not_saved": "The setting was not saved because the database takes nothing right now.",

  "argument.game": "game in the file",
  "argument.node": "position in the game tree",
  "argument.texts": "texts of the file dialog",
  "argument.tag": "tag (not blank, at most 100 characters)",
  "argument.note": "note (at most 10,000 characters)",
  "argument.search": "search text (at most 200 characters)",
  "argument.date": "date (YYYY, YYYY-MM or YYYY-MM-DD, a day that exists)",
  "argument.page": "page of the library or of the lesson",
  "argument.moves": "move to continue from",
  "argument.paths": "files to import",

  "database.corrupt": "The library changed nothing: the database is damaged.",
  "database.locked": "The library changed nothing: another program has locked the database. Try again in a moment.",
  "database.read_only": "The library changed nothing: the database is read-only.",
  "database.disk_full": "The library changed nothing: the disk is full. Free some space and try again.",
  "database.newer_version": "The library changed nothing: the database belongs to a newer LoGo.",
  "database.io": "The library changed nothing: the database could not be reached.",
  "error.not_in_library": "This game is no longer in the library.",
  "error.unreadable_game": "This library game can no longer be read.",
  "error.import_running": "An import is already running. Wait until it has finished, or cancel it.",
  "error.record_start_not_playable":
    "LoGo cannot set up this record's starting position as a game, so it cannot be continued.",
  "error.record_setup_not_playable":
    "This record puts stones on the board before move {move, number}; it can be continued up to move {last, number} only.",
  "error.record_not_playable":
    "Move {move, number} of this record breaks the rules; it can be continued up to move {last, number} only. Reason – {reason}",
  "argument.lesson": "lesson",
  "argument.entry": "glossary entry",
  "exercise.wrong_kind": "This answer does not fit this exercise.",
  "exercise.already_solved": "The exercise is solved already. Use “Start again” to try it once more.",
  "exercise.outside_view": "This point lies outside the part of the board shown.",
  "exercise.unknown_option": "The exercise has no such answer.",
  "exercise.wrong_step": "The count is at another step just now.",
  "exercise.broken_content": "This exercise is faulty and cannot be checked.",

  "setAside.newer_version":
    "The game in progress was saved by a newer version of LoGo and cannot be opened here. It is kept unchanged in the database; a new game starts here.",
  "setAside.damaged":
    "The game in progress is damaged and cannot be opened. It is kept unchanged in the database; a new game starts here.",
  "setAside.dismiss": "Close the notice about the kept game",
  "open.not_found": "“{file}” cannot be opened because the file does not exist (any more).",
  "open.permission_denied": "“{file}” cannot be opened because you are not allowed to read it.",
  "open.not_a_file": "“{file}” cannot be opened because it is a folder or a device, not a file.",
  "open.io": "“{file}” cannot be opened because reading it failed.",
  "open.no_sgf": "“{file}” cannot be opened because it holds no SGF game record.",
  "open.too_large": "“{file}” cannot be opened because it is larger than {limit, number} MB.",
  "open.board_too_large":
    "“{file}” cannot be opened because its board is {width, number} × {height, number} and LoGo shows at most 25 × 25.",
  "open.bad_board_size": "“{file}” cannot be opened because “{raw}” is no valid board size.",
  "open.not_go": "“{file}” cannot be opened because the game is not Go (SGF game type {game}).",
  "save.not_found":
    "“{file}” was not saved because the folder does not exist – everything stays open, nothing is lost.",
  "save.permission_denied":
    "“{file}” was not saved because LoGo may not write there – everything stays open, nothing is lost.",
  "save.read_only": "“{file}” was not saved because the drive is read-only – everything stays open, nothing is lost.",
  "save.not_a_file": "“{file}” was not saved because a folder is in the way – everything stays open, nothing is lost.",
  "save.disk_full": "“{file}” was not saved because the disk is full – everything stays open, nothing is lost.",
  "save.io": "“{file}” was not saved because writing failed – everything stays open, nothing is lost.",
};
