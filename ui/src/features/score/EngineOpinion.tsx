//! The computer opponent's second opinion while counting: the stones it
//! considers dead (its `final_status_list dead`), whether that matches the
//! marking on the board, and a button that takes its marking over. LoGo's
//! own proposal stays the first one; the players decide.

import { displayPoint } from "../../board";
import { t } from "../../i18n";
import type { GameView, ScoringView } from "../../ipc";

interface EngineOpinionProps {
  /** The engine's name. */
  engine: string;
  /** The stones it considers dead. */
  opinion: readonly string[];
  view: GameView;
  scoring: ScoringView;
  onAdopt: () => void;
}

/** The block `#engine-opinion`. */
export function EngineOpinion({ engine, opinion, view, scoring, onAdopt }: EngineOpinionProps) {
  const marked = new Set(scoring.score.points.dead);
  const same = opinion.length === marked.size && opinion.every((p) => marked.has(p));
  const points = opinion.map((p) => displayPoint(p, view.size.height)).join(", ");
  return (
    <div class="scoring-opinion" id="engine-opinion">
      <h3>{t("engine.opinionTitle", { engine })}</h3>
      <p>
        {opinion.length === 0
          ? t("engine.opinionNone", { engine })
          : t("engine.opinionSome", { engine, n: opinion.length, points })}{" "}
        {t(same ? "engine.opinionSame" : "engine.opinionDiffers")}
      </p>
      {!same && scoring.can_mark && (
        <button type="button" id="btn-adopt-engine" onClick={onAdopt}>
          {t("engine.opinionAdopt", { engine })}
        </button>
      )}
    </div>
  );
}
