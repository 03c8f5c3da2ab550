//! A test double for the IPC port, and GameView fixtures. Tests replace the
//! commands they care about; the others answer like an idle backend.

import { vi } from "vitest";
import type {
  About,
  ClockView,
  EngineList,
  GameLimits,
  GameView,
  ImportProgress,
  ImportSummary,
  LogoIpc,
  PresetRules,
  Rules,
} from "../ipc";

/** The Japanese preset's rules as a backend would send them (test data). */
export const japanese: Rules = {
  ko: "simple",
  suicide: "forbidden",
  scoring: "territory",
  seki: "neutral",
  handicap_compensation: "0",
  handicap_placement: "fixed",
  komi: 6.5,
  repetition: "no_result",
  dead_stones: "removed",
};
const area = (overrides: Partial<Rules>): Rules => ({
  ...japanese,
  scoring: "area",
  seki: "counted",
  repetition: "draw",
  komi: 7.5,
  ...overrides,
});

/** "About LoGo" as a backend on Linux would send it (test data). */
export const ABOUT: About = {
  version: "0.1.0",
  data_dir: "/home/anna/.local/share/de.logogo.LoGo",
  log_dir: "/home/anna/.local/share/de.logogo.LoGo/logs",
  components: [
    { name: "tauri", version: "2.12.5", licence: "Apache-2.0 OR MIT", kind: "crate" },
    { name: "webkit2gtk", version: "2.0.2", licence: "MIT", kind: "crate" },
    { name: "preact", version: "10.29.8", licence: "MIT", kind: "npm" },
  ],
};

/** The five presets as a backend would list them (test data). */
export const PRESETS: PresetRules[] = [
  { preset: "japanese", rules: japanese },
  { preset: "chinese", rules: area({ ko: "positional", handicap_compensation: "n", handicap_placement: "free" }) },
  { preset: "aga", rules: area({ ko: "situational", handicap_compensation: "n-1" }) },
  {
    preset: "new-zealand",
    rules: area({ ko: "situational", suicide: "multi_stone", handicap_placement: "free", komi: 7 }),
  },
  { preset: "tromp-taylor", rules: area({ ko: "positional", suicide: "any", dead_stones: "kept" }) },
];

/** LoGo's limits of a new game's settings, as the backend sends them (test data). */
export const LIMITS: GameLimits = {
  offered_sizes: [7, 9, 11, 13, 15, 17, 19],
  size: { min: 5, max: 25 },
  teaching_size: { min: 2, max: 25 },
  handicap: { min: 2, max: 9 },
  komi: { min: -1000, max: 1000, step: 0.5 },
  handicap_komi: PRESETS.map(({ preset }) => ({ preset, komi: 0.5 })),
  main_seconds: { min: 0, max: 86400 },
  period_seconds: { min: 0, max: 3600 },
  periods: { min: 1, max: 99 },
  name_chars: { min: 0, max: 60 },
  engine_move_seconds: { min: 1, max: 600 },
  offered_engine_move_seconds: [1, 2, 5, 10, 30],
};

/** GNU Go found by LoGo and one added engine, as the backend lists them (test data). */
export const ENGINES: EngineList = {
  engines: [
    {
      id: "gnugo",
      kind: "gnu_go",
      name: "",
      program: "/usr/games/gnugo",
      args: [],
      identity: { name: "GNU Go", version: "3.8" },
      commands: ["genmove", "play"],
    },
    {
      id: "engine-1",
      kind: "custom",
      name: "Kata",
      program: "/opt/katago/katago",
      args: ["gtp"],
      identity: { name: "KataGo", version: "1.15" },
      commands: ["genmove", "play", "kgs-rules"],
    },
  ],
  gnugo_levels: [
    { level: 1, name_key: "engine.level.first_steps" },
    { level: 2, name_key: "engine.level.gentle" },
    { level: 3, name_key: "engine.level.easy" },
  ],
  unreadable: false,
  chosen_program: null,
};

/** An empty 9×9 game under Japanese rules, Black to play, changed by `overrides`. */
export function gameView(overrides: Partial<GameView> = {}): GameView {
  return {
    size: { width: 9, height: 9 },
    black: [],
    white: [],
    star_points: ["cc", "gc", "ee", "cg", "gg"],
    to_play: "B",
    move_number: 0,
    captures: { B: 0, W: 0 },
    last_move: null,
    ko_points: [],
    phase: { phase: "playing" },
    can_undo: false,
    can_redo: false,
    players: { B: "", W: "" },
    rules: japanese,
    preset: "japanese",
    handicap: 0,
    clock: null,
    unsaved: null,
    scoring: null,
    final_score: null,
    opponent: null,
    revision: 0,
    ...overrides,
  };
}

/** A fake backend plus the means to emit its events. */
export interface FakeIpc extends LogoIpc {
  emitClock: (clock: ClockView) => void;
  emitGame: (game: GameView) => void;
  /** As if a file had been dropped on the window. */
  emitOpenRequested: () => void;
  /** As if the window's close button had been pressed with unsaved teaching work. */
  emitCloseRequested: () => void;
  emitFileDrag: (over: boolean) => void;
  emitImportProgress: (status: ImportProgress) => void;
  emitImportDone: (summary: ImportSummary) => void;
}

/** A fake whose commands are `vi.fn`s; `overrides` replace any of them. */
export function fakeIpc(overrides: Partial<LogoIpc> = {}): FakeIpc {
  const clockHandlers = new Set<(clock: ClockView) => void>();
  const gameHandlers = new Set<(game: GameView) => void>();
  const openHandlers = new Set<() => void>();
  const closeHandlers = new Set<() => void>();
  const dragHandlers = new Set<(over: boolean) => void>();
  const progressHandlers = new Set<(status: ImportProgress) => void>();
  const doneHandlers = new Set<(summary: ImportSummary) => void>();
  const notNow = () => Promise.reject({ code: "not_now" });
  const fake: FakeIpc = {
    appStatus: vi.fn(() =>
      Promise.resolve({ db: { state: "ok" as const, path: "/tmp/logo.sqlite3" }, game_set_aside: null }),
    ),
    appQuit: vi.fn(() => Promise.resolve()),
    rulePresets: vi.fn(() => Promise.resolve(PRESETS)),
    about: vi.fn(() => Promise.resolve(ABOUT)),
    showAppFolder: vi.fn(() => Promise.resolve()),
    gameLimits: vi.fn(() => Promise.resolve(LIMITS)),
    currentGame: vi.fn(() => Promise.resolve(gameView())),
    newGame: vi.fn(notNow),
    play: vi.fn(notNow),
    pass: vi.fn(notNow),
    resign: vi.fn(notNow),
    undo: vi.fn(notNow),
    redo: vi.fn(notNow),
    scoringToggle: vi.fn(notNow),
    scoringUndo: vi.fn(notNow),
    continuePlaying: vi.fn(notNow),
    confirmScore: vi.fn(notNow),
    engineHint: vi.fn(notNow),
    engineRetry: vi.fn(notNow),
    engineChange: vi.fn(notNow),
    enginePlayWithout: vi.fn(notNow),
    scoringAdoptEngine: vi.fn(notNow),
    openWhatIf: vi.fn(notNow),
    engineList: vi.fn(() => Promise.resolve(ENGINES)),
    engineChooseProgram: vi.fn(() => Promise.resolve(null)),
    engineTestChosen: vi.fn(notNow),
    engineAdd: vi.fn(notNow),
    engineTest: vi.fn(notNow),
    engineRemove: vi.fn(notNow),
    engineFit: vi.fn(() => Promise.resolve({ rules: { fit: "exact" as const }, max_side: 19, size_ok: true })),
    openSgfDialog: vi.fn(() => Promise.resolve(false)),
    openRequestedFile: vi.fn(() => Promise.resolve(null)),
    reviewGame: vi.fn(notNow),
    reviewNode: vi.fn(notNow),
    saveReview: vi.fn(notNow),
    saveReviewAs: vi.fn(() => Promise.resolve(null)),
    savePlayedGame: vi.fn(() => Promise.resolve(null)),
    libraryCount: vi.fn(() => Promise.resolve(0)),
    libraryPage: vi.fn(() => Promise.resolve([])),
    libraryGame: vi.fn(() => Promise.reject({ code: "not_in_library" })),
    libraryTags: vi.fn(() => Promise.resolve([])),
    libraryBoardSizes: vi.fn(() => Promise.resolve([9, 13, 19])),
    libraryRules: vi.fn(() => Promise.resolve(["japanese"])),
    libraryAddTag: vi.fn(() => Promise.reject({ code: "not_in_library" })),
    libraryRemoveTag: vi.fn(() => Promise.reject({ code: "not_in_library" })),
    librarySetNote: vi.fn(() => Promise.resolve()),
    libraryDelete: vi.fn(() => Promise.resolve(0)),
    libraryUndoDelete: vi.fn(() => Promise.resolve(0)),
    libraryDuplicates: vi.fn(() => Promise.resolve([])),
    libraryKeepDuplicates: vi.fn(() => Promise.resolve(0)),
    libraryImportDialog: vi.fn(() => Promise.resolve(null)),
    libraryImportDropped: vi.fn(() => Promise.resolve(null)),
    libraryCancelImport: vi.fn(() => Promise.resolve(false)),
    libraryExport: vi.fn(() => Promise.resolve(null)),
    libraryOpenReview: vi.fn(() => Promise.reject({ code: "not_in_library" })),
    libraryContinue: vi.fn(notNow),
    boardSettings: vi.fn(() => Promise.resolve({ coordinates: true, notation: "letters" as const })),
    setBoardSettings: vi.fn((settings) => Promise.resolve(settings)),
    // Showing the game again answers like asking for it (tests that replace `currentGame` see it used).
    resumeGame: vi.fn(() => fake.currentGame()),
    restGame: vi.fn(() => Promise.resolve()),
    teachNewBoard: vi.fn(notNow),
    teachFromGame: vi.fn(notNow),
    teachFromReview: vi.fn(notNow),
    teachFromDiagram: vi.fn(notNow),
    teachView: vi.fn(notNow),
    teachAct: vi.fn(notNow),
    teachClose: vi.fn(notNow),
    teachSaveSgf: vi.fn(() => Promise.resolve(null)),
    teachSaveLibrary: vi.fn(notNow),
    teachSaveImage: vi.fn(() => Promise.resolve(null)),
    teachCopyImage: vi.fn(() => Promise.resolve()),
    teachSaveExercise: vi.fn(notNow),
    myExercises: vi.fn(() => Promise.resolve([])),
    deleteMyExercise: vi.fn(() => Promise.resolve()),
    learnCourse: vi.fn(notNow),
    learnPage: vi.fn(notNow),
    learnAnswer: vi.fn(notNow),
    learnReset: vi.fn(notNow),
    learnSolution: vi.fn(notNow),
    learnCountMarking: vi.fn(notNow),
    glossaryList: vi.fn(() => Promise.resolve([])),
    glossarySearch: vi.fn(() => Promise.resolve([])),
    glossaryEntry: vi.fn(notNow),
    languageGet: vi.fn(() => Promise.resolve(null)),
    languageSet: vi.fn(() => Promise.resolve()),
    onOpenRequested: (handler) => {
      openHandlers.add(handler);
      return () => openHandlers.delete(handler);
    },
    onCloseRequested: (handler) => {
      closeHandlers.add(handler);
      return () => closeHandlers.delete(handler);
    },
    onFileDrag: (handler) => {
      dragHandlers.add(handler);
      return () => dragHandlers.delete(handler);
    },
    onClock: (handler) => {
      clockHandlers.add(handler);
      return () => clockHandlers.delete(handler);
    },
    onGame: (handler) => {
      gameHandlers.add(handler);
      return () => gameHandlers.delete(handler);
    },
    onImportProgress: (handler) => {
      progressHandlers.add(handler);
      return () => progressHandlers.delete(handler);
    },
    onImportDone: (handler) => {
      doneHandlers.add(handler);
      return () => doneHandlers.delete(handler);
    },
    emitClock: (clock) => {
      for (const h of clockHandlers) h(clock);
    },
    emitGame: (game) => {
      for (const h of gameHandlers) h(game);
    },
    emitOpenRequested: () => {
      for (const h of openHandlers) h();
    },
    emitCloseRequested: () => {
      for (const h of closeHandlers) h();
    },
    emitFileDrag: (over) => {
      for (const h of dragHandlers) h(over);
    },
    emitImportProgress: (status) => {
      for (const h of progressHandlers) h(status);
    },
    emitImportDone: (summary) => {
      for (const h of doneHandlers) h(summary);
    },
    ...overrides,
  };
  return fake;
}
