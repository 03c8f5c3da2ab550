//! The port between the UI and the app's backend. Components receive a
//! `LogoIpc` and never touch Tauri; production passes `tauriIpc`
//! (./tauri.ts), tests pass a double implementing the same interface.
//!
//! Contract: every command's promise rejects only with a `CommandError`
//! (./errors.ts); event subscriptions return a function that ends them.

import type { About } from "./bindings/About";
import type { AppFolder } from "./bindings/AppFolder";
import type { Answer } from "./bindings/Answer";
import type { AnswerView } from "./bindings/AnswerView";
import type { AppStatus } from "./bindings/AppStatus";
import type { BoardSettings } from "./bindings/BoardSettings";
import type { DiagramStart } from "./bindings/DiagramStart";
import type { ExerciseSpec } from "./bindings/ExerciseSpec";
import type { ImageFormat } from "./bindings/ImageFormat";
import type { MyExerciseView } from "./bindings/MyExerciseView";
import type { ImageOptions } from "./bindings/ImageOptions";
import type { LibrarySaved } from "./bindings/LibrarySaved";
import type { SaveScope } from "./bindings/SaveScope";
import type { TeachAction } from "./bindings/TeachAction";
import type { TeachOrigin } from "./bindings/TeachOrigin";
import type { TeachView } from "./bindings/TeachView";
import type { ClockView } from "./bindings/ClockView";
import type { Color } from "./bindings/Color";
import type { CountMarking } from "./bindings/CountMarking";
import type { CourseView } from "./bindings/CourseView";
import type { DialogTexts } from "./bindings/DialogTexts";
import type { EngineChoice } from "./bindings/EngineChoice";
import type { EngineFit } from "./bindings/EngineFit";
import type { EngineList } from "./bindings/EngineList";
import type { EngineTest } from "./bindings/EngineTest";
import type { EntrySummary } from "./bindings/EntrySummary";
import type { EntryView } from "./bindings/EntryView";
import type { GameLimits } from "./bindings/GameLimits";
import type { GameView } from "./bindings/GameView";
import type { NewGameSettings } from "./bindings/NewGameSettings";
import type { OpenedFile } from "./bindings/OpenedFile";
import type { OpenedVariation } from "./bindings/OpenedVariation";
import type { PageView } from "./bindings/PageView";
import type { PresetRules } from "./bindings/PresetRules";
import type { ReviewGame } from "./bindings/ReviewGame";
import type { ReviewNode } from "./bindings/ReviewNode";
import type { Rules } from "./bindings/Rules";
import type { SavedFile } from "./bindings/SavedFile";
import type { DuplicateGroupView } from "./bindings/DuplicateGroupView";
import type { ExportFormat } from "./bindings/ExportFormat";
import type { ImportPick } from "./bindings/ImportPick";
import type { ImportProgress } from "./bindings/ImportProgress";
import type { ImportSummary } from "./bindings/ImportSummary";
import type { LibraryFilterInput } from "./bindings/LibraryFilterInput";
import type { LibraryGameDetails } from "./bindings/LibraryGameDetails";
import type { LibraryPageRequest } from "./bindings/LibraryPageRequest";
import type { LibraryRow } from "./bindings/LibraryRow";
import type { TagCount } from "./bindings/TagCount";
import type { SolutionView } from "./bindings/SolutionView";

/** Ends an event subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

/** Every command and event the UI uses. */
export interface LogoIpc {
  /** The state of the app's services (the database), asked once at start. */
  appStatus(): Promise<AppStatus>;
  /** Ends LoGo (after `onCloseRequested`, once unsaved work is kept or given up). */
  appQuit(): Promise<void>;
  /** Version, LoGo's data and log folders, and the licences of its components ("About LoGo"). */
  about(): Promise<About>;
  /** Shows LoGo's data or log folder in the system's file manager. */
  showAppFolder(folder: AppFolder): Promise<void>;
  /** The five rule presets with their axes and default komi, in display order. */
  rulePresets(): Promise<PresetRules[]>;
  /** What the New game dialog offers and allows: sizes, handicap, komi, times, name length. */
  gameLimits(): Promise<GameLimits>;
  /** The game in progress (restored after a restart). */
  currentGame(): Promise<GameView>;
  /** Starts a new game; the backend validates the settings. */
  newGame(settings: NewGameSettings): Promise<GameView>;
  /** Plays (or places a handicap stone) at an SGF point. */
  play(point: string): Promise<GameView>;
  /** The side to move passes. */
  pass(): Promise<GameView>;
  /** `color` resigns. */
  resign(color: Color): Promise<GameView>;
  /** Takes back the last move. */
  undo(): Promise<GameView>;
  /** Replays the last taken-back move. */
  redo(): Promise<GameView>;
  /** While counting: toggles the group of the stone on an SGF point between dead and alive. */
  scoringToggle(point: string): Promise<GameView>;
  /** While counting: takes back the latest toggle. */
  scoringUndo(): Promise<GameView>;
  /** Leaves counting and plays on from the same position. */
  continuePlaying(): Promise<GameView>;
  /** `color` accepts the count as marked; the second confirmation ends the game. */
  confirmScore(color: Color): Promise<GameView>;
  /** Against the computer: asks the engine for a hint (it arrives with `onGame`). */
  engineHint(): Promise<GameView>;
  /** After the engine's turn failed: the same engine tries again. */
  engineRetry(): Promise<GameView>;
  /** After the engine's turn failed: another engine takes over, named `name` in the records. */
  engineChange(choice: EngineChoice, name: string): Promise<GameView>;
  /** The game goes on between two people; the engine stops. */
  enginePlayWithout(): Promise<GameView>;
  /** While counting: marks the stones the engine considers dead. */
  scoringAdoptEngine(): Promise<GameView>;
  /** Opens the game in progress for review with the engine's hint played as a variation. */
  openWhatIf(): Promise<OpenedVariation>;
  /** Every engine: GNU Go if installed, then those added in the settings. */
  engineList(): Promise<EngineList>;
  /** Asks (in a native dialog titled `title`) for an engine's program; its path as shown, `null` if cancelled. */
  engineChooseProgram(title: string): Promise<string | null>;
  /** Starts the chosen program with `args` and reports what it says about itself. */
  engineTestChosen(args: string): Promise<EngineTest>;
  /** Tests the chosen program with `args` and adds it as `name` if it answers. */
  engineAdd(name: string, args: string): Promise<EngineList>;
  /** Tests an engine of the list again. */
  engineTest(id: string): Promise<EngineTest>;
  /** Removes an added engine. */
  engineRemove(id: string): Promise<EngineList>;
  /** How well an engine can play a game of `size` under `rules` with `handicap` stones. */
  engineFit(choice: EngineChoice, size: number, rules: Rules, handicap: number): Promise<EngineFit>;
  /** Asks (in a native dialog) for an SGF file to open; true if one was chosen. */
  openSgfDialog(texts: DialogTexts): Promise<boolean>;
  /** Opens the file chosen, dropped on the window or named on the command line; `null` if none waits. */
  openRequestedFile(): Promise<OpenedFile | null>;
  /** One game of the open file: information, tree shape, warnings, first node. */
  reviewGame(doc: number, game: number): Promise<ReviewGame>;
  /** The position and content of one node. */
  reviewNode(doc: number, game: number, node: number): Promise<ReviewNode>;
  /** Writes the open file back to where it came from. */
  saveReview(doc: number): Promise<SavedFile>;
  /** Asks where to save the open file and writes it there; `null` if cancelled. */
  saveReviewAs(doc: number, texts: DialogTexts): Promise<SavedFile | null>;
  /** Asks where to save the game in progress as SGF and writes it; `null` if cancelled. */
  savePlayedGame(texts: DialogTexts): Promise<SavedFile | null>;
  /** How many library games pass the filter. */
  libraryCount(filter: LibraryFilterInput): Promise<number>;
  /** One page of the filtered library games in the order asked. */
  libraryPage(request: LibraryPageRequest): Promise<LibraryRow[]>;
  /** Everything the details panel shows about one library game. */
  libraryGame(id: number): Promise<LibraryGameDetails>;
  /** Every tag with its number of games, by name. */
  libraryTags(): Promise<TagCount[]>;
  /** The sides of the square boards the library's games are played on, smallest first. */
  libraryBoardSizes(): Promise<number[]>;
  /** The rules texts the library's games carry (a preset's id or the file's own text), one spelling of each. */
  libraryRules(): Promise<string[]>;
  /** Puts a tag on a game; the game's details after. */
  libraryAddTag(id: number, tag: string): Promise<LibraryGameDetails>;
  /** Takes a tag off a game; the game's details after. */
  libraryRemoveTag(id: number, tag: string): Promise<LibraryGameDetails>;
  /** Sets a game's note ("" removes it). */
  librarySetNote(id: number, note: string): Promise<void>;
  /** Deletes games so that the last delete can be undone; how many. */
  libraryDelete(ids: number[]): Promise<number>;
  /** Brings back the games of the last delete; how many. */
  libraryUndoDelete(): Promise<number>;
  /** A page of the duplicate groups, oldest first. */
  libraryDuplicates(offset: number, limit: number): Promise<DuplicateGroupView[]>;
  /** Keeps every copy of a game's duplicate group. */
  libraryKeepDuplicates(id: number): Promise<number>;
  /** Asks (in a native dialog) for files or a folder and imports them; the import's number, `null` if cancelled. */
  libraryImportDialog(pick: ImportPick, texts: DialogTexts): Promise<number | null>;
  /** Imports what was last dropped on the window; the import's number, `null` if nothing waits. */
  libraryImportDropped(): Promise<number | null>;
  /** Asks the running import to stop (what it imported stays); false if none runs. */
  libraryCancelImport(): Promise<boolean>;
  /** Asks where to export a game and writes it; `null` if cancelled. */
  libraryExport(id: number, format: ExportFormat, texts: DialogTexts): Promise<SavedFile | null>;
  /** Opens a library game on the review screen's side: the file as opened. */
  libraryOpenReview(id: number): Promise<OpenedFile>;
  /** Replaces the game in progress by a library game continued after `moves` moves. */
  libraryContinue(id: number, moves: number): Promise<GameView>;
  /** Whether boards show coordinates, and in which notation (remembered in the settings). */
  boardSettings(): Promise<BoardSettings>;
  /** Remembers the boards' look; answers with it as stored. */
  setBoardSettings(settings: BoardSettings): Promise<BoardSettings>;
  /** The game in progress, shown again: its clocks run on (after a rest while teaching). */
  resumeGame(): Promise<GameView>;
  /** The game's teaching copy shown again: the game's clocks rest once more. */
  restGame(): Promise<void>;
  /** An empty board of `size` × `size` to teach on. */
  teachNewBoard(size: number): Promise<TeachView>;
  /** A copy of the game in progress to teach on; the game's clocks rest meanwhile. */
  teachFromGame(): Promise<TeachView>;
  /** A copy of a reviewed game to teach on, at node `node`. */
  teachFromReview(doc: number, game: number, node: number): Promise<TeachView>;
  /** A lesson's diagram to teach on. */
  teachFromDiagram(diagram: DiagramStart): Promise<TeachView>;
  /** The teaching board `doc` as shown now. */
  teachView(doc: number): Promise<TeachView>;
  /** One teaching step (a tool on a point, a line, undo, …). */
  teachAct(doc: number, action: TeachAction): Promise<TeachView>;
  /** Closes the teaching board; answers where it came from. */
  teachClose(doc: number): Promise<TeachOrigin>;
  /** Asks (in a native dialog) where to save the record or the position as SGF; `null` if cancelled. */
  /** `title` (null: none) becomes the file's GN and its suggested name. */
  teachSaveSgf(doc: number, scope: SaveScope, title: string | null, texts: DialogTexts): Promise<SavedFile | null>;
  /** Keeps the record or the position in the library with a title and tags. */
  teachSaveLibrary(doc: number, scope: SaveScope, title: string, tags: string[]): Promise<LibrarySaved>;
  /** Asks where to save the node shown as SVG or PNG; `null` if cancelled. */
  teachSaveImage(
    doc: number,
    options: ImageOptions,
    format: ImageFormat,
    texts: DialogTexts,
  ): Promise<SavedFile | null>;
  /** Puts the node shown on the clipboard as a PNG image. */
  teachCopyImage(doc: number, options: ImageOptions): Promise<void>;
  /** Saves the position shown as an exercise of "Meine Aufgaben" (checked by the lessons engine first). */
  teachSaveExercise(doc: number, spec: ExerciseSpec): Promise<MyExerciseView>;
  /** The teacher's exercises with the learner's progress. */
  myExercises(): Promise<MyExerciseView[]>;
  /** Deletes one of the teacher's exercises (its page in "my-exercises") with its progress. */
  deleteMyExercise(page: string): Promise<void>;
  /** The course with the learner's progress, texts in `language` (`de`, `en`). */
  learnCourse(language: string): Promise<CourseView>;
  /** Opens a page of a lesson (`null`: where the lesson was left) and records the visit. */
  learnPage(lesson: string, page: string | null, language: string): Promise<PageView>;
  /** Checks an answer to the page's exercise; progress is stored at once. */
  learnAnswer(lesson: string, page: string, answer: Answer, language: string): Promise<AnswerView>;
  /** Starts the page's exercise afresh. */
  learnReset(lesson: string, page: string, language: string): Promise<PageView>;
  /** The solution of the page's exercise. */
  learnSolution(lesson: string, page: string, language: string): Promise<SolutionView>;
  /** A count exercise's scoring mode: marks the chain on `toggle` dead or alive again. */
  learnCountMarking(lesson: string, page: string, dead: string[], toggle: string): Promise<CountMarking>;
  /** Every glossary entry, alphabetically. */
  glossaryList(language: string): Promise<EntrySummary[]>;
  /** The glossary entries matching `query` (German or English, folded, by word prefix), best first. */
  glossarySearch(query: string, language: string): Promise<EntrySummary[]>;
  /** One glossary entry in full. */
  glossaryEntry(id: string, language: string): Promise<EntryView>;
  /** The language chosen in the settings (`"fr"`); `null`: follow the system. */
  languageGet(): Promise<string | null>;
  /** Remembers the language chosen (`null`: follow the system again). */
  languageSet(language: string | null): Promise<void>;
  /** A file was dropped on the window: open it with `openRequestedFile`. */
  onOpenRequested(handler: () => void): Unsubscribe;
  /** The window is to close while teaching work is unsaved: ask, then `appQuit`. */
  onCloseRequested(handler: () => void): Unsubscribe;
  /** Files are dragged over the window (`true`) or left it (`false`). */
  onFileDrag(handler: (over: boolean) => void): Unsubscribe;
  /** Clock ticks, a few per second while a clock runs. */
  onClock(handler: (clock: ClockView) => void): Unsubscribe;
  /** The game changed without a command (the engine moved, a player lost on time). */
  onGame(handler: (game: GameView) => void): Unsubscribe;
  /** A running import's progress, at most ten times a second. */
  onImportProgress(handler: (status: ImportProgress) => void): Unsubscribe;
  /** An import ended (finished, cancelled or stopped by the database). */
  onImportDone(handler: (summary: ImportSummary) => void): Unsubscribe;
}
