//! The game's state in words: whose turn (`#turn`), how many moves were
//! played (`#move-number`), the players, the rule set, the phase note and,
//! once it is over, the result (`#result`).

import type { ComponentChildren } from "preact";
import type { GameView } from "../../ipc";
import { phaseNote, resultSentence, rulesSummary, turnText } from "../../common/describeGame";
import { t } from "../../i18n";

/** The upper part of the side panel; `children` are the player cards. */
export function GameStatus({ view, children }: { view: GameView; children: ComponentChildren }) {
  const note = phaseNote(view);
  const { phase } = view;
  return (
    <div class="game-status">
      <p id="turn" class="play-turn">
        {turnText(view)}
      </p>
      <p id="move-number" class="play-move-number" data-move={view.move_number}>
        {t("play.moveNumber", { n: view.move_number })}
      </p>
      {children}
      <p class="play-rules" data-testid="rules">
        {rulesSummary(view)}
      </p>
      {note && (
        <p class="play-note" data-testid="phase-note">
          {note}
        </p>
      )}
      {phase.phase === "over" && (
        <p id="result" class="play-result">
          {resultSentence(phase.result)}
        </p>
      )}
    </div>
  );
}
