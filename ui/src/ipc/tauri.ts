//! The production `LogoIpc`: Tauri commands and events. The only module that
//! imports `@tauri-apps/api`. Command and event names come from ./names.ts;
//! argument names are the contract with `src-tauri` too (Tauri passes
//! arguments as an object with camelCase keys).

import { invoke } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";
import type { LogoIpc, Unsubscribe } from "./api";
import { toCommandError } from "./errors";
import { COMMANDS, EVENTS } from "./names";
import type { CommandName, EventName } from "./names";

async function command<T>(name: CommandName, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(name, args);
  } catch (reason) {
    throw toCommandError(reason);
  }
}

/**
 * Subscribes to a Tauri event. `listen` resolves asynchronously, so an
 * unsubscribe that comes first is remembered and applied once it resolves.
 */
function subscribe<T>(event: EventName, handler: (payload: T) => void): Unsubscribe {
  let ended = false;
  let unlisten: (() => void) | null = null;
  listen<T>(event, (e) => {
    if (!ended) handler(e.payload);
  }).then(
    (stop) => {
      if (ended) stop();
      else unlisten = stop;
    },
    (reason: unknown) => console.error(`listening to "${event}" failed`, reason),
  );
  return () => {
    ended = true;
    unlisten?.();
    unlisten = null;
  };
}

/** The IPC of the running app. */
export const tauriIpc: LogoIpc = {
  appStatus: () => command(COMMANDS.appStatus),
  appQuit: () => command(COMMANDS.appQuit),
  rulePresets: () => command(COMMANDS.rulePresets),
  about: () => command(COMMANDS.about),
  showAppFolder: (folder) => command(COMMANDS.showAppFolder, { folder }),
  gameLimits: () => command(COMMANDS.gameLimits),
  currentGame: () => command(COMMANDS.currentGame),
  newGame: (settings) => command(COMMANDS.newGame, { settings }),
  play: (point) => command(COMMANDS.play, { point }),
  pass: () => command(COMMANDS.pass),
  resign: (color) => command(COMMANDS.resign, { color }),
  undo: () => command(COMMANDS.undo),
  redo: () => command(COMMANDS.redo),
  scoringToggle: (point) => command(COMMANDS.scoringToggle, { point }),
  scoringUndo: () => command(COMMANDS.scoringUndo),
  continuePlaying: () => command(COMMANDS.continuePlaying),
  confirmScore: (color) => command(COMMANDS.confirmScore, { color }),
  engineHint: () => command(COMMANDS.engineHint),
  engineRetry: () => command(COMMANDS.engineRetry),
  engineChange: (choice, name) => command(COMMANDS.engineChange, { choice, name }),
  enginePlayWithout: () => command(COMMANDS.enginePlayWithout),
  scoringAdoptEngine: () => command(COMMANDS.scoringAdoptEngine),
  openWhatIf: () => command(COMMANDS.openWhatIf),
  engineList: () => command(COMMANDS.engineList),
  engineChooseProgram: (title) => command(COMMANDS.engineChooseProgram, { title }),
  engineTestChosen: (args) => command(COMMANDS.engineTestChosen, { args }),
  engineAdd: (name, args) => command(COMMANDS.engineAdd, { name, args }),
  engineTest: (id) => command(COMMANDS.engineTest, { id }),
  engineRemove: (id) => command(COMMANDS.engineRemove, { id }),
  engineFit: (choice, size, rules, handicap) => command(COMMANDS.engineFit, { choice, size, rules, handicap }),
  openSgfDialog: (texts) => command(COMMANDS.openSgfDialog, { texts }),
  openRequestedFile: () => command(COMMANDS.openRequestedFile),
  reviewGame: (doc, game) => command(COMMANDS.reviewGame, { doc, game }),
  reviewNode: (doc, game, node) => command(COMMANDS.reviewNode, { doc, game, node }),
  saveReview: (doc) => command(COMMANDS.saveReview, { doc }),
  saveReviewAs: (doc, texts) => command(COMMANDS.saveReviewAs, { doc, texts }),
  savePlayedGame: (texts) => command(COMMANDS.savePlayedGame, { texts }),
  libraryCount: (filter) => command(COMMANDS.libraryCount, { filter }),
  libraryPage: (request) => command(COMMANDS.libraryPage, { request }),
  libraryGame: (id) => command(COMMANDS.libraryGame, { id }),
  libraryTags: () => command(COMMANDS.libraryTags),
  libraryBoardSizes: () => command(COMMANDS.libraryBoardSizes),
  libraryRules: () => command(COMMANDS.libraryRules),
  libraryAddTag: (id, tag) => command(COMMANDS.libraryAddTag, { id, tag }),
  libraryRemoveTag: (id, tag) => command(COMMANDS.libraryRemoveTag, { id, tag }),
  librarySetNote: (id, note) => command(COMMANDS.librarySetNote, { id, note }),
  libraryDelete: (ids) => command(COMMANDS.libraryDelete, { ids }),
  libraryUndoDelete: () => command(COMMANDS.libraryUndoDelete),
  libraryDuplicates: (offset, limit) => command(COMMANDS.libraryDuplicates, { offset, limit }),
  libraryKeepDuplicates: (id) => command(COMMANDS.libraryKeepDuplicates, { id }),
  libraryImportDialog: (pick, texts) => command(COMMANDS.libraryImportDialog, { pick, texts }),
  libraryImportDropped: () => command(COMMANDS.libraryImportDropped),
  libraryCancelImport: () => command(COMMANDS.libraryCancelImport),
  libraryExport: (id, format, texts) => command(COMMANDS.libraryExport, { id, format, texts }),
  libraryOpenReview: (id) => command(COMMANDS.libraryOpenReview, { id }),
  libraryContinue: (id, moves) => command(COMMANDS.libraryContinue, { id, moves }),
  boardSettings: () => command(COMMANDS.boardSettings),
  setBoardSettings: (settings) => command(COMMANDS.setBoardSettings, { settings }),
  resumeGame: () => command(COMMANDS.resumeGame),
  restGame: () => command(COMMANDS.restGame),
  teachNewBoard: (size) => command(COMMANDS.teachNewBoard, { size }),
  teachFromGame: () => command(COMMANDS.teachFromGame),
  teachFromReview: (doc, game, node) => command(COMMANDS.teachFromReview, { doc, game, node }),
  teachFromDiagram: (diagram) => command(COMMANDS.teachFromDiagram, { diagram }),
  teachView: (doc) => command(COMMANDS.teachView, { doc }),
  teachAct: (doc, action) => command(COMMANDS.teachAct, { doc, action }),
  teachClose: (doc) => command(COMMANDS.teachClose, { doc }),
  teachSaveSgf: (doc, scope, title, texts) => command(COMMANDS.teachSaveSgf, { doc, scope, title, texts }),
  teachSaveLibrary: (doc, scope, title, tags) => command(COMMANDS.teachSaveLibrary, { doc, scope, title, tags }),
  teachSaveImage: (doc, options, format, texts) => command(COMMANDS.teachSaveImage, { doc, options, format, texts }),
  teachCopyImage: (doc, options) => command(COMMANDS.teachCopyImage, { doc, options }),
  teachSaveExercise: (doc, spec) => command(COMMANDS.teachSaveExercise, { doc, spec }),
  myExercises: () => command(COMMANDS.myExercises),
  deleteMyExercise: (page) => command(COMMANDS.deleteMyExercise, { page }),
  learnCourse: (language) => command(COMMANDS.learnCourse, { language }),
  learnPage: (lesson, page, language) => command(COMMANDS.learnPage, { lesson, page, language }),
  learnAnswer: (lesson, page, answer, language) => command(COMMANDS.learnAnswer, { lesson, page, answer, language }),
  learnReset: (lesson, page, language) => command(COMMANDS.learnReset, { lesson, page, language }),
  learnSolution: (lesson, page, language) => command(COMMANDS.learnSolution, { lesson, page, language }),
  learnCountMarking: (lesson, page, dead, toggle) =>
    command(COMMANDS.learnCountMarking, { lesson, page, dead, toggle }),
  glossaryList: (language) => command(COMMANDS.glossaryList, { language }),
  glossarySearch: (query, language) => command(COMMANDS.glossarySearch, { query, language }),
  glossaryEntry: (id, language) => command(COMMANDS.glossaryEntry, { id, language }),
  languageGet: () => command(COMMANDS.languageGet),
  languageSet: (language) => command(COMMANDS.languageSet, { language }),
  onOpenRequested: (handler) => subscribe<null>(EVENTS.onOpenRequested, () => handler()),
  onCloseRequested: (handler) => subscribe<null>(EVENTS.onCloseRequested, () => handler()),
  onFileDrag: (handler) => subscribe<boolean>(EVENTS.onFileDrag, (over) => handler(over === true)),
  onClock: (handler) => subscribe(EVENTS.onClock, handler),
  onGame: (handler) => subscribe(EVENTS.onGame, handler),
  onImportProgress: (handler) => subscribe(EVENTS.onImportProgress, handler),
  onImportDone: (handler) => subscribe(EVENTS.onImportDone, handler),
};
