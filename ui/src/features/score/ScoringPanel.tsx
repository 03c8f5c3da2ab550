//! The side panel while counting: how marking works (or that these rules
//! remove nothing), the groups the proposal doubted, the computer
//! opponent's second opinion, Undo marking, Continue playing, one
//! confirmation per player (against the computer only the learner's), and
//! the count so far.

import type { Color, GameView, ScoringView } from "../../ipc";
import { t } from "../../i18n";
import { colorName } from "../../common/describeGame";
import { unsureText } from "../../common/describeScore";
import { EngineOpinion } from "./EngineOpinion";
import { ScoreTable } from "./ScoreTable";
import "./score.css";

/** What the panel's buttons ask for. */
export interface ScoringActions {
  undo: () => void;
  continuePlaying: () => void;
  confirm: (color: Color) => void;
  /** Takes over the computer opponent's dead stones. */
  adoptEngine: () => void;
}

interface ScoringPanelProps {
  view: GameView;
  scoring: ScoringView;
  actions: ScoringActions;
}

function ConfirmButton({ color, done, onConfirm }: { color: Color; done: boolean; onConfirm: () => void }) {
  const name = colorName(color);
  return (
    <button
      type="button"
      id={`btn-confirm-${color}`}
      class={done ? "scoring-confirmed" : undefined}
      aria-pressed={done}
      disabled={done}
      onClick={onConfirm}
    >
      {done ? `✓ ${t("score.confirmedBy", { color: name })}` : t("score.confirm", { color: name })}
    </button>
  );
}

/** Counting: marking help, doubtful groups, the buttons and the live count. */
export function ScoringPanel({ view, scoring, actions }: ScoringPanelProps) {
  const opponent = view.opponent;
  const engine = opponent ? view.players[opponent.color] : null;
  const confirmers: Color[] = opponent ? [opponent.color === "B" ? "W" : "B"] : ["B", "W"];
  return (
    <section class="scoring" id="scoring-panel" aria-labelledby="scoring-title">
      <h2 id="scoring-title">{t("score.title")}</h2>
      {scoring.can_mark ? (
        <p class="scoring-help">{t("score.howTo")}</p>
      ) : (
        <p class="scoring-help scoring-kept" id="scoring-kept">
          {t("score.keptNote")}
        </p>
      )}
      <p class="scoring-help">{t("score.legend")}</p>
      {scoring.unsure.length > 0 && (
        <div class="scoring-unsure" id="scoring-unsure">
          <p>{t("score.unsureTitle")}</p>
          <ul>
            {scoring.unsure.map((group) => (
              <li key={group.stones[0]}>{unsureText(group, view.size.height)}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="controls-row" role="group" aria-label={t("score.title")}>
        <button type="button" id="btn-score-undo" disabled={!scoring.can_undo} onClick={actions.undo}>
          {t("score.undo")}
        </button>
        <button type="button" id="btn-continue" onClick={actions.continuePlaying}>
          {t("score.continue")}
        </button>
      </div>
      {engine && view.opponent?.opinion && (
        <EngineOpinion
          engine={engine}
          opinion={view.opponent.opinion}
          view={view}
          scoring={scoring}
          onAdopt={actions.adoptEngine}
        />
      )}
      <div class="controls-row" role="group" aria-describedby="scoring-confirm-note">
        {confirmers.map((color) => (
          <ConfirmButton
            key={color}
            color={color}
            done={scoring.confirmed[color]}
            onConfirm={() => actions.confirm(color)}
          />
        ))}
      </div>
      <p class="scoring-help" id="scoring-confirm-note">
        {engine ? t("engine.confirmsWithYou", { engine }) : t("score.confirmNote")}
      </p>
      <ScoreTable score={scoring.score} id="live-count" title={t("score.liveTitle")} />
    </section>
  );
}
