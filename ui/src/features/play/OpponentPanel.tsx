//! The computer opponent in the side panel: what it is doing (the
//! "thinking" indicator, a polite live region), its time per move, the
//! Hint button and the hint in words (the board shows it as a shaded
//! stone), "What if?", and — when its turn failed — what happened and how
//! to go on. While the engine thinks about its move, the learner need not
//! wait for it: "stop and go on as two players" ends the engine and keeps the
//! game, the same way on as after a failed turn.

import { displayPoint } from "../../board";
import { t } from "../../i18n";
import type { EngineMove, EngineWork, GameView, LogoIpc, OpponentView } from "../../ipc";
import { EngineProblemPanel } from "./EngineProblemPanel";
import type { GameSession } from "./useGameSession";

type WorkingKey = "engine.starting" | "engine.thinking" | "engine.placing" | "engine.hinting" | "engine.judging";

const WORKING: Record<EngineWork, WorkingKey> = {
  prepare: "engine.starting",
  move: "engine.thinking",
  place_handicap: "engine.placing",
  hint: "engine.hinting",
  dead_stones: "engine.judging",
};

function hintText(hint: EngineMove, height: number): string {
  switch (hint.kind) {
    case "play":
      return t("engine.hintPoint", { point: displayPoint(hint.point, height) });
    case "pass":
      return t("engine.hintPass");
    case "resign":
      return t("engine.hintResign");
  }
}

interface OpponentPanelProps {
  ipc: LogoIpc;
  view: GameView;
  opponent: OpponentView;
  game: GameSession;
  /** Opens the game on the review screen with the hint played as a variation. */
  onWhatIf: () => void;
}

/** The engine's own turn: what the learner waits for and may give up waiting for. */
const ENGINE_TURN: ReadonlySet<EngineWork> = new Set<EngineWork>(["move", "place_handicap"]);

/** The section `#opponent-panel`. */
export function OpponentPanel({ ipc, view, opponent, game, onWhatIf }: OpponentPanelProps) {
  const engine = view.players[opponent.color];
  const hint = opponent.hint;
  const canWhatIf = hint !== null && hint.kind !== "resign";
  const waiting = opponent.working !== null && ENGINE_TURN.has(opponent.working);
  return (
    <section class="opponent" id="opponent-panel" aria-label={t("engine.panel")}>
      <p id="engine-status" class="opponent-status" role="status">
        {opponent.working ? t(WORKING[opponent.working], { engine }) : ""}
      </p>
      {waiting && (
        <div class="controls-row">
          <button type="button" id="btn-engine-stop" onClick={game.enginePlayWithout}>
            {t("engine.stopThinking", { engine })}
          </button>
        </div>
      )}
      {opponent.move_seconds !== null && (
        <p class="opponent-detail">{t("engine.moveTime", { n: opponent.move_seconds })}</p>
      )}
      {opponent.hints && (
        <div class="controls-row">
          <button type="button" id="btn-hint" disabled={!opponent.hint_allowed} onClick={game.hint}>
            {t("engine.hint")}
          </button>
          <button type="button" id="btn-what-if" disabled={!canWhatIf} onClick={onWhatIf}>
            {t("engine.whatIf")}
          </button>
        </div>
      )}
      <p id="hint-text" class="opponent-hint" role="status">
        {hint ? hintText(hint, view.size.height) : ""}
      </p>
      {opponent.problem && (
        <EngineProblemPanel ipc={ipc} view={view} engine={engine} problem={opponent.problem} game={game} />
      )}
    </section>
  );
}
