//! The state of the play screen: the latest GameView, the clocks, the
//! message line and the live announcement, plus the actions that change
//! them through the IPC port (`useBackendCall`: the latest answer wins, a
//! failure shows until the next success).
//! Views come from commands and from the `game` event (the engine moved);
//! one older than the view shown (a smaller revision) is dropped.

import { useEffect, useRef, useState } from "preact/hooks";
import { announceChange } from "../../common/announce";
import type { ChangeKind } from "../../common/announce";
import type { Announcement } from "../../common/useAnnouncer";
import { useBackendCall } from "../../common/useBackendCall";
import type { ClockView, Color, CommandError, EngineChoice, GameView, LogoIpc } from "../../ipc";

/** What the play screen shows and can do. */
export interface GameSession {
  view: GameView;
  clock: ClockView | null;
  /** The last failure, until the next successful action. */
  error: CommandError | null;
  announcement: Announcement;
  play: (point: string) => void;
  pass: () => void;
  resign: () => void;
  undo: () => void;
  redo: () => void;
  /** While counting: toggles the group of the stone on `point`. */
  toggle: (point: string) => void;
  /** While counting: takes back the latest toggle. */
  scoringUndo: () => void;
  /** Leaves counting and plays on. */
  continuePlaying: () => void;
  /** `color` accepts the count. */
  confirm: (color: Color) => void;
  /** A new game began (the dialog already called the backend). */
  started: (view: GameView) => void;
  /** Against the computer: asks for a hint. */
  hint: () => void;
  /** After the engine's turn failed: the same engine tries again. */
  engineRetry: () => void;
  /** After the engine's turn failed: the game goes on between two people. */
  enginePlayWithout: () => void;
  /** After the engine's turn failed: another engine takes over. */
  engineChange: (choice: EngineChoice, name: string) => void;
  /** While counting: takes over the engine's dead stones. */
  adoptEngine: () => void;
}

/** Who resigns with the Resign button: the learner against the computer, else the side to move. */
export function resigner(view: GameView): Color {
  if (view.opponent) return view.opponent.color === "B" ? "W" : "B";
  return view.to_play;
}

/** Holds one game's state and talks to the backend for it. */
export function useGameSession(ipc: LogoIpc, initial: GameView): GameSession {
  const [view, setView] = useState(initial);
  const latest = useRef(initial);
  const [clock, setClock] = useState(initial.clock);
  const { failure, announcement, say, run: runCall, clearFailure } = useBackendCall();
  const show = (next: GameView, kind: ChangeKind) => {
    const prev = latest.current;
    if (next.revision < prev.revision) return;
    latest.current = next;
    setView(next);
    setClock(next.clock);
    say(announceChange(prev, next, kind));
  };
  const run = (kind: ChangeKind, call: () => Promise<GameView>) => {
    void runCall(call, (next) => show(next, kind));
  };

  useEffect(() => {
    const stopClock = ipc.onClock(setClock);
    const stopGame = ipc.onGame((next) => show(next, "move"));
    return () => {
      stopClock();
      stopGame();
    };
  }, [ipc]);

  return {
    view,
    clock,
    error: failure,
    announcement,
    play: (point) => run("move", () => ipc.play(point)),
    pass: () => run("move", () => ipc.pass()),
    resign: () => run("move", () => ipc.resign(resigner(latest.current))),
    undo: () => run("undo", () => ipc.undo()),
    redo: () => run("move", () => ipc.redo()),
    toggle: (point) => run("toggle", () => ipc.scoringToggle(point)),
    scoringUndo: () => run("scoring_undo", () => ipc.scoringUndo()),
    continuePlaying: () => run("continue", () => ipc.continuePlaying()),
    confirm: (color) => run("confirm", () => ipc.confirmScore(color)),
    started: (next) => {
      clearFailure();
      show(next, "new_game");
    },
    hint: () => run("move", () => ipc.engineHint()),
    engineRetry: () => run("move", () => ipc.engineRetry()),
    enginePlayWithout: () => run("move", () => ipc.enginePlayWithout()),
    engineChange: (choice, name) => run("move", () => ipc.engineChange(choice, name)),
    adoptEngine: () => run("toggle", () => ipc.scoringAdoptEngine()),
  };
}
