//! One player in the side panel: name, stone colour, prisoners, clock, and
//! a clear mark when it is their turn.

import type { Color, GameView, SideClockView } from "../../ipc";
import { t } from "../../i18n";
import { colorName } from "../../common/describeGame";
import { clockText } from "./clockText";

interface PlayerCardProps {
  view: GameView;
  color: Color;
  /** This side's clock, or `null` in a game without time limit. */
  clock: SideClockView | null;
  /** Whether this side's clock is the one running. */
  running: boolean;
}

/** The player's name, or the colour's name when none was given. */
function playerName(view: GameView, color: Color): string {
  return view.players[color].trim() || colorName(color);
}

/** Whether a side is on move (only while stones are being put on the board). */
function isToMove(view: GameView, color: Color): boolean {
  const active = view.phase.phase === "playing" || view.phase.phase === "placing_handicap";
  return active && view.to_play === color;
}

/** The card for `color`; ids `captures-B`/`clock-B` etc. are stable test selectors. */
export function PlayerCard({ view, color, clock, running }: PlayerCardProps) {
  const toMove = isToMove(view, color);
  const classes = ["player", `player--${color}`, toMove ? "player--to-move" : ""].join(" ").trim();
  return (
    <li class={classes} data-testid={`player-${color}`} aria-current={toMove ? "true" : undefined}>
      <svg class="player-stone" viewBox="-1 -1 2 2" aria-hidden="true">
        <circle r="0.9" fill={color === "B" ? "#161616" : "#f4f3ee"} stroke="#555" stroke-width="0.08" />
      </svg>
      <div class="player-text">
        <div class="player-name">{playerName(view, color)}</div>
        <div class="player-detail">{t("play.stone", { color: colorName(color) })}</div>
        <div class="player-detail" id={`captures-${color}`}>
          {t("play.captures", { n: view.captures[color] })}
        </div>
      </div>
      {clock && (
        <div
          id={`clock-${color}`}
          class={running ? "player-clock player-clock--running" : "player-clock"}
          role="timer"
          aria-label={t("clock.label", { color: colorName(color) })}
        >
          {clockText(clock)}
        </div>
      )}
      {toMove && <div class="player-turn">{t("play.toMove")}</div>}
    </li>
  );
}
