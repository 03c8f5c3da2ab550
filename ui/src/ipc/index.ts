//! What the rest of the UI imports from the IPC layer: the port, the error
//! type and the generated DTOs. The Tauri implementation is imported only by
//! `main.tsx`, so tests never load `@tauri-apps/api`.

export type { LogoIpc, Unsubscribe } from "./api";
export { toCommandError } from "./errors";
export type { CommandError, UnexpectedError } from "./errors";
export type { AppError } from "./bindings/AppError";
export type { AppStatus } from "./bindings/AppStatus";
export type { BoardSize } from "./bindings/BoardSize";
export type { ClockView } from "./bindings/ClockView";
export type { Color } from "./bindings/Color";
export type { Count } from "./bindings/Count";
export type { DbProblem } from "./bindings/DbProblem";
export type { DbStatus } from "./bindings/DbStatus";
export type { GameResult } from "./bindings/GameResult";
export type { GameView } from "./bindings/GameView";
export type { GroupStatus } from "./bindings/GroupStatus";
export type { GroupVerdict } from "./bindings/GroupVerdict";
export type { HandicapPlacement } from "./bindings/HandicapPlacement";
export type { IllegalMove } from "./bindings/IllegalMove";
export type { KoRule } from "./bindings/KoRule";
export type { LastMove } from "./bindings/LastMove";
export type { NewGameSettings } from "./bindings/NewGameSettings";
export type { PerColor } from "./bindings/PerColor";
export type { Phase } from "./bindings/Phase";
export type { PresetRules } from "./bindings/PresetRules";
export type { Rules } from "./bindings/Rules";
export type { RulesPreset } from "./bindings/RulesPreset";
export type { Score } from "./bindings/Score";
export type { ScoringMethod } from "./bindings/ScoringMethod";
export type { ScoringView } from "./bindings/ScoringView";
export type { SideClockView } from "./bindings/SideClockView";
export type { SideScore } from "./bindings/SideScore";
export type { Toggle } from "./bindings/Toggle";
export type { TimeSettings } from "./bindings/TimeSettings";
