//! The names the backend knows the UI's commands and events by: the one
//! place they are written on the UI side. `src-tauri` registers the same
//! command names in `generate_handler!` (src-tauri/src/lib.rs) and emits the
//! same event names; ./names.test.ts reads the Rust sources and fails when a
//! name on one side has no counterpart on the other.

import type { LogoIpc } from "./api";

/** The methods of `LogoIpc` that subscribe to an event. */
type EventMethod = Extract<keyof LogoIpc, `on${string}`>;

/** The methods of `LogoIpc` that call a command. */
type CommandMethod = Exclude<keyof LogoIpc, EventMethod>;

/** Each command method's Tauri command name. */
export const COMMANDS = {
  appStatus: "app_status",
  appQuit: "app_quit",
  rulePresets: "rule_presets",
  about: "about_app",
  showAppFolder: "show_app_folder",
  gameLimits: "game_limits",
  currentGame: "current_game",
  newGame: "new_game",
  play: "play",
  pass: "pass",
  resign: "resign",
  undo: "undo",
  redo: "redo",
  scoringToggle: "scoring_toggle",
  scoringUndo: "scoring_undo",
  continuePlaying: "continue_playing",
  confirmScore: "confirm_score",
  engineHint: "engine_hint",
  engineRetry: "engine_retry",
  engineChange: "engine_change",
  enginePlayWithout: "engine_play_without",
  scoringAdoptEngine: "scoring_adopt_engine",
  openWhatIf: "open_what_if",
  engineList: "engine_list",
  engineChooseProgram: "engine_choose_program",
  engineTestChosen: "engine_test_chosen",
  engineAdd: "engine_add",
  engineTest: "engine_test",
  engineRemove: "engine_remove",
  engineFit: "engine_fit",
  openSgfDialog: "open_sgf_dialog",
  openRequestedFile: "open_requested_file",
  reviewGame: "review_game",
  reviewNode: "review_node",
  saveReview: "save_review",
  saveReviewAs: "save_review_as",
  savePlayedGame: "save_played_game",
  libraryCount: "library_count",
  libraryPage: "library_page",
  libraryGame: "library_game",
  libraryTags: "library_tags",
  libraryBoardSizes: "library_board_sizes",
  libraryRules: "library_rules",
  libraryAddTag: "library_add_tag",
  libraryRemoveTag: "library_remove_tag",
  librarySetNote: "library_set_note",
  libraryDelete: "library_delete",
  libraryUndoDelete: "library_undo_delete",
  libraryDuplicates: "library_duplicates",
  libraryKeepDuplicates: "library_keep_duplicates",
  libraryImportDialog: "library_import_dialog",
  libraryImportDropped: "library_import_dropped",
  libraryCancelImport: "library_cancel_import",
  libraryExport: "library_export",
  libraryOpenReview: "library_open_review",
  libraryContinue: "library_continue",
  boardSettings: "board_settings",
  setBoardSettings: "set_board_settings",
  resumeGame: "resume_game",
  restGame: "rest_game",
  teachNewBoard: "teach_new_board",
  teachFromGame: "teach_from_game",
  teachFromReview: "teach_from_review",
  teachFromDiagram: "teach_from_diagram",
  teachView: "teach_view",
  teachAct: "teach_act",
  teachClose: "teach_close",
  teachSaveSgf: "teach_save_sgf",
  teachSaveLibrary: "teach_save_library",
  teachSaveImage: "teach_save_image",
  teachCopyImage: "teach_copy_image",
  teachSaveExercise: "teach_save_exercise",
  myExercises: "my_exercises",
  deleteMyExercise: "delete_my_exercise",
  learnCourse: "learn_course",
  learnPage: "learn_page",
  learnAnswer: "learn_answer",
  learnReset: "learn_reset",
  learnSolution: "learn_solution",
  learnCountMarking: "learn_count_marking",
  glossaryList: "glossary_list",
  glossarySearch: "glossary_search",
  glossaryEntry: "glossary_entry",
  languageGet: "language_get",
  languageSet: "language_set",
} as const satisfies Record<CommandMethod, string>;

/** Each event method's Tauri event name. */
export const EVENTS = {
  onOpenRequested: "open-requested",
  onCloseRequested: "close-requested",
  onFileDrag: "file-drag",
  onClock: "clock",
  onGame: "game",
  onImportProgress: "library-import-progress",
  onImportDone: "library-import-done",
} as const satisfies Record<EventMethod, string>;

/** A Tauri command name the UI calls. */
export type CommandName = (typeof COMMANDS)[keyof typeof COMMANDS];

/** A Tauri event name the UI listens to. */
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
