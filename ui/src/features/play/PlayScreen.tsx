//! The play screen: the board, a side panel with both players, the game's
//! state in words, the computer opponent (in a game against one), the
//! controls and the message line; a live region reads every move, capture,
//! pass and refusal aloud.

import { useMemo, useState } from "preact/hooks";
import { Board } from "../../board";
import { LiveRegion } from "../../common/LiveRegion";
import { t } from "../../i18n";
import { errorMessage, unsavedMessage } from "../../i18n/errors";
import type { GameView, LogoIpc } from "../../ipc";
import { CoordinateBar } from "../coords/CoordinateBar";
import type { BoardLook } from "../coords/useBoardLook";
import { useEnterTeachKey } from "../teach/useEnterTeachKey";
import { NewGameDialog } from "../new-game/NewGameDialog";
import { withScoreLayers } from "../score/scoreLayers";
import { ScoreTable } from "../score/ScoreTable";
import { ScoringPanel } from "../score/ScoringPanel";
import { boardLayers } from "./boardLayers";
import { Controls } from "./Controls";
import { GameStatus } from "./GameStatus";
import { OpponentPanel } from "./OpponentPanel";
import { PlayerCard } from "./PlayerCard";
import { SaveGame } from "./SaveGame";
import "../../common/common.css";
import "./play.css";
import { useGameSession } from "./useGameSession";
import { useUndoRedoKeys } from "./useUndoRedoKeys";

interface PlayScreenProps {
  ipc: LogoIpc;
  /** The game in progress when the screen opens. */
  initial: GameView;
  /** How boards look (coordinates, notation). */
  look: BoardLook;
  /** Enters teaching on a copy of the game. */
  onTeach: () => void;
  /** Opens the game on the review screen with the engine's hint played as a variation. */
  onWhatIf: () => void;
}

/** Plays a game on one computer. */
export function PlayScreen({ ipc, initial, look, onTeach, onWhatIf }: PlayScreenProps) {
  const game = useGameSession(ipc, initial);
  const { view, clock } = game;
  const [choosing, setChoosing] = useState(false);
  const layers = useMemo(() => withScoreLayers(view, boardLayers(view)), [view]);
  // While counting, Ctrl+Z first takes back toggles, then (like the button) the last pass.
  const undo = view.scoring?.can_undo ? game.scoringUndo : view.can_undo ? game.undo : undefined;
  useUndoRedoKeys({ undo, redo: view.can_redo ? game.redo : undefined });
  useEnterTeachKey(onTeach);
  const activate = view.phase.phase === "scoring" ? game.toggle : game.play;

  const actions = {
    pass: game.pass,
    resign: game.resign,
    undo: game.undo,
    redo: game.redo,
    newGame: () => setChoosing(true),
    teach: onTeach,
  };
  return (
    <div class="play">
      <div class="play-board">
        <Board
          {...layers}
          label={t("board.label", { width: view.size.width, height: view.size.height })}
          showCoordinates={look.coordinates}
          notation={look.notation}
          onActivate={activate}
        />
        <CoordinateBar look={look} width={view.size.width} height={view.size.height} onPoint={activate} />
      </div>
      <aside class="play-panel">
        <GameStatus view={view}>
          <ul class="players" aria-label={t("play.players")}>
            <PlayerCard view={view} color="B" clock={clock?.black ?? null} running={clock?.running === "B"} />
            <PlayerCard view={view} color="W" clock={clock?.white ?? null} running={clock?.running === "W"} />
          </ul>
        </GameStatus>
        {view.opponent && (
          <OpponentPanel ipc={ipc} view={view} opponent={view.opponent} game={game} onWhatIf={onWhatIf} />
        )}
        {view.scoring && (
          <ScoringPanel
            view={view}
            scoring={view.scoring}
            actions={{
              undo: game.scoringUndo,
              continuePlaying: game.continuePlaying,
              confirm: game.confirm,
              adoptEngine: game.adoptEngine,
            }}
          />
        )}
        {view.final_score && (
          <ScoreTable score={view.final_score} id="final-stats" title={t("score.finalTitle")} final />
        )}
        <Controls view={view} actions={actions} />
        <SaveGame ipc={ipc} />
        <p id="message" class="play-message">
          {game.error ? errorMessage(game.error) : ""}
        </p>
        {view.unsaved && (
          <p id="unsaved" class="play-unsaved" role="alert">
            {unsavedMessage(view.unsaved)}
          </p>
        )}
      </aside>
      <LiveRegion announcement={game.announcement} testId="announcer" />
      {choosing && (
        <NewGameDialog
          ipc={ipc}
          onClose={() => setChoosing(false)}
          onStarted={(next) => {
            setChoosing(false);
            game.started(next);
          }}
        />
      )}
    </div>
  );
}
