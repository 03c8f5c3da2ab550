//! When the engine's turn ended without a move (it failed, or chose a move
//! the rules forbid): what happened in the user's language, that the game is
//! kept, and the three ways on — try again, another opponent, or two people
//! at this computer.

import { useEffect, useState } from "preact/hooks";
import { displayPoint } from "../../board";
import { t } from "../../i18n";
import { engineProblemMessage } from "../../i18n/engineErrors";
import { illegalMoveMessage } from "../../i18n/errors";
import type { EngineList, EngineProblem, GameView, LogoIpc } from "../../ipc";
import { EnginePicker } from "../engine/EnginePicker";
import { engineChoice, findEngine, recordName } from "../engine/engineNames";
import type { GameSession } from "./useGameSession";

/** Choosing another engine (and GNU Go's level) to take over. */
function OtherEngine({ ipc, game }: { ipc: LogoIpc; game: GameSession }) {
  const [list, setList] = useState<EngineList | null>(null);
  const [id, setId] = useState("");
  const [level, setLevel] = useState("1");
  useEffect(() => {
    ipc.engineList().then(
      (engines) => {
        setList(engines);
        setId(engines.engines[0]?.id ?? "");
      },
      () => setList(null),
    );
  }, [ipc]);
  const entry = findEngine(list, id);
  if (!list || list.engines.length === 0) return null;
  return (
    <div class="engine-other" role="group" aria-label={t("engine.other")}>
      <EnginePicker
        ids={{ engine: "engine-other", level: "engine-other-level" }}
        label={t("engine.other")}
        list={list}
        engineId={id}
        level={level}
        error={null}
        onEngine={setId}
        onLevel={setLevel}
      />
      <button
        type="button"
        id="btn-engine-other"
        disabled={!entry}
        onClick={() => entry && game.engineChange(engineChoice(entry, Number(level)), recordName(entry, Number(level)))}
      >
        {t("engine.otherApply")}
      </button>
    </div>
  );
}

interface EngineProblemPanelProps {
  ipc: LogoIpc;
  view: GameView;
  /** The engine's name. */
  engine: string;
  problem: EngineProblem;
  game: GameSession;
}

/** The block `#engine-problem` (an alert). */
export function EngineProblemPanel({ ipc, view, engine, problem, game }: EngineProblemPanelProps) {
  const point = (sgf: string | null) => (sgf === null ? t("play.pass") : displayPoint(sgf, view.size.height));
  return (
    <div class="engine-problem" id="engine-problem">
      <div role="alert">
        <p class="engine-problem-title">{t("engine.problemTitle", { engine })}</p>
        <p>{engineProblemMessage(problem, illegalMoveMessage, point)}</p>
        <p>{t("engine.problemSafe")}</p>
      </div>
      <div class="controls-row">
        <button type="button" id="btn-engine-retry" onClick={game.engineRetry}>
          {t("engine.retry")}
        </button>
        <button type="button" id="btn-engine-two-players" onClick={game.enginePlayWithout}>
          {t("engine.twoPlayers")}
        </button>
      </div>
      <OtherEngine ipc={ipc} game={game} />
    </div>
  );
}
