//! The navigation bar under the board: start, back, forward, end, the other
//! variations, a move slider along the current line, "go to move N", the
//! switch for move numbers, and TEACH.

import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { NavCommand } from "./tree";

interface NavBarProps {
  /** Move number at the current node. */
  move: number;
  /** Move number at the end of the current line. */
  lastMove: number;
  canBack: boolean;
  canForward: boolean;
  /** Whether ▲ (the previous variation) and ▼ (the next) lead anywhere from the node shown. */
  canVariation: { up: boolean; down: boolean };
  showNumbers: boolean;
  onStep: (command: NavCommand) => void;
  /** A move was chosen in the "go to move" field. */
  onJumped: () => void;
  onToggleNumbers: () => void;
  /** Enters teaching on a copy of the game at the node shown (TEACH). */
  onTeach: () => void;
}

/** Icon shapes in a 16×16 box; drawn rather than typed, as not every system font has media symbols. */
const ICONS = {
  first: "M2 2h2v12H2zM14 2v12L5 8z",
  prev: "M12 2v12L4 8z",
  next: "M4 2v12l8-6z",
  last: "M12 2h2v12h-2zM2 2v12l9-6z",
  up: "M2 12h12L8 4z",
  down: "M2 4h12l-6 8z",
};

/** The step buttons: which way each goes, its key, and what it needs: a way back or forward, or another variation. */
const BUTTONS: {
  name: keyof typeof ICONS;
  label: PlainKey;
  keys: string;
  command: NavCommand;
  needs: "back" | "forward" | "up" | "down";
}[] = [
  { name: "first", label: "review.first", keys: "Home", command: { kind: "first" }, needs: "back" },
  { name: "prev", label: "review.prev", keys: "ArrowLeft", command: { kind: "prev" }, needs: "back" },
  { name: "next", label: "review.next", keys: "ArrowRight", command: { kind: "next" }, needs: "forward" },
  { name: "last", label: "review.last", keys: "End", command: { kind: "last" }, needs: "forward" },
  { name: "up", label: "review.variationUp", keys: "ArrowUp", command: { kind: "variation", delta: -1 }, needs: "up" },
  {
    name: "down",
    label: "review.variationDown",
    keys: "ArrowDown",
    command: { kind: "variation", delta: 1 },
    needs: "down",
  },
];

function NavButton(props: {
  id: string;
  label: string;
  keys: string;
  disabled: boolean;
  onClick: () => void;
  icon: keyof typeof ICONS;
}) {
  return (
    <button
      type="button"
      id={props.id}
      class="nav-button"
      aria-label={props.label}
      title={props.label}
      aria-keyshortcuts={props.keys}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={ICONS[props.icon]} fill="currentColor" />
      </svg>
    </button>
  );
}

/** The controls for walking through the game. */
export function NavBar(props: NavBarProps) {
  const { move, lastMove, onStep } = props;
  const possible = { back: props.canBack, forward: props.canForward, ...props.canVariation };
  const [jump, setJump] = useState("");
  const go = (event: Event) => {
    event.preventDefault();
    const n = Number.parseInt(jump, 10);
    if (!Number.isInteger(n) || n < 0) return;
    onStep({ kind: "move", n: Math.min(n, lastMove) });
    props.onJumped();
  };
  return (
    <div class="review-nav" role="group" aria-label={t("review.navigation")}>
      <div class="review-nav-row">
        {BUTTONS.map((b) => (
          <NavButton
            key={b.name}
            id={`nav-${b.name}`}
            icon={b.name}
            keys={b.keys}
            label={t(b.label)}
            disabled={!possible[b.needs]}
            onClick={() => onStep(b.command)}
          />
        ))}
        <input
          id="review-slider"
          class="review-slider"
          type="range"
          min={0}
          max={lastMove}
          value={move}
          aria-label={t("review.slider")}
          aria-valuetext={t("review.sliderValue", { n: move, total: lastMove })}
          onInput={(e) => onStep({ kind: "move", n: Number(e.currentTarget.value) })}
        />
        <span class="review-move-count" aria-hidden="true">
          {move} / {lastMove}
        </span>
      </div>
      <div class="review-nav-row">
        <form class="review-jump" onSubmit={go}>
          <label for="review-jump">{t("review.jumpLabel")}</label>
          <input
            id="review-jump"
            type="number"
            min={0}
            max={lastMove}
            value={jump}
            onInput={(e) => setJump(e.currentTarget.value)}
          />
          <button type="submit" id="review-jump-go">
            {t("review.jumpGo")}
          </button>
        </form>
        <button type="button" id="btn-move-numbers" aria-pressed={props.showNumbers} onClick={props.onToggleNumbers}>
          {t("review.moveNumbers")}
        </button>
        <button
          type="button"
          id="btn-review-teach"
          title={t("teach.enterHint")}
          aria-keyshortcuts="Control+T"
          onClick={props.onTeach}
        >
          {t("teach.enter")}
        </button>
      </div>
    </div>
  );
}
