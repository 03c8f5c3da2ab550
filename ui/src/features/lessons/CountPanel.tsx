//! A count exercise in the four steps of LoGo's scoring mode: mark the
//! neutral points, mark the dead groups (the board shows the live count,
//! as when a game is counted), count each side's territory (the squares on
//! the board), and read the result from the final statistics table.

import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { Answer, Color, CountMarking, CountView } from "../../ipc";
import { ScoreTable } from "../score/ScoreTable";
import { RichText } from "./RichText";
import { stepName } from "./describeWhy";

interface CountPanelProps {
  count: CountView;
  solved: boolean;
  selection: readonly string[];
  marking: CountMarking | null;
  onAnswer: (answer: Answer) => void;
  onLink: (entry: string) => void;
}

function Territory({ onAnswer, disabled }: { onAnswer: (answer: Answer) => void; disabled: boolean }) {
  const [black, setBlack] = useState("");
  const [white, setWhite] = useState("");
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);
  const b = whole(black);
  const w = whole(white);
  return (
    <form
      class="count-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (b !== null && w !== null) onAnswer({ kind: "count", answer: { step: "territory", black: b, white: w } });
      }}
    >
      <label>
        {t("count.territoryB")}{" "}
        <input id="count-black" size={4} value={black} onInput={(e) => setBlack(e.currentTarget.value)} />
      </label>
      <label>
        {t("count.territoryW")}{" "}
        <input id="count-white" size={4} value={white} onInput={(e) => setWhite(e.currentTarget.value)} />
      </label>
      <button type="submit" id="btn-check" disabled={disabled || b === null || w === null}>
        {t("lesson.check")}
      </button>
    </form>
  );
}

function Result({ onAnswer, disabled }: { onAnswer: (answer: Answer) => void; disabled: boolean }) {
  const [winner, setWinner] = useState<Color | "draw">("B");
  const [margin, setMargin] = useState("");
  const value = Number(margin.replace(",", "."));
  const ready = winner === "draw" || (margin.trim() !== "" && Number.isFinite(value) && value > 0);
  return (
    <form
      class="count-form"
      onSubmit={(event) => {
        event.preventDefault();
        const result = winner === "draw" ? "0" : `${winner}+${value}`;
        if (ready) onAnswer({ kind: "count", answer: { step: "result", result } });
      }}
    >
      <label>
        {t("count.winner")}{" "}
        <select id="count-winner" value={winner} onChange={(e) => setWinner(e.currentTarget.value as Color | "draw")}>
          <option value="B">{t("count.winnerB")}</option>
          <option value="W">{t("count.winnerW")}</option>
          <option value="draw">{t("count.draw")}</option>
        </select>
      </label>
      {winner !== "draw" && (
        <label>
          {t("count.margin")}{" "}
          <input id="count-margin" size={5} value={margin} onInput={(e) => setMargin(e.currentTarget.value)} />
        </label>
      )}
      <button type="submit" id="btn-check" disabled={disabled || !ready}>
        {t("lesson.check")}
      </button>
    </form>
  );
}

/** The step, its instruction and its controls; the final statistics from step 4 on. */
export function CountPanel({ count, solved, selection, marking, onAnswer, onLink }: CountPanelProps) {
  const { step } = count;
  return (
    <section class="count-panel" id="count-panel" aria-labelledby="count-step">
      <h3 id="count-step">{t("count.step", stepName(step))}</h3>
      <RichText text={count.instruction} onLink={onLink} />
      {!solved && step === "neutral" && (
        <div class="controls-row">
          <span>{t("count.markNeutral")}</span>
          <span id="lesson-selected">{t("lesson.selected", { n: selection.length })}</span>
          <button
            type="button"
            id="btn-check"
            onClick={() => onAnswer({ kind: "count", answer: { step: "neutral", points: [...selection] } })}
          >
            {t("lesson.check")}
          </button>
        </div>
      )}
      {!solved && step === "dead" && (
        <div class="controls-row">
          <span>{t("count.markDead")}</span>
          <span id="count-dead">{t("count.deadMarked", { n: marking?.dead.length ?? 0 })}</span>
          <button
            type="button"
            id="btn-check"
            onClick={() => onAnswer({ kind: "count", answer: { step: "dead", points: marking?.dead ?? [] } })}
          >
            {t("lesson.check")}
          </button>
        </div>
      )}
      {!solved && step === "territory" && <Territory onAnswer={onAnswer} disabled={solved} />}
      {(solved || step === "result") && count.score && (
        <ScoreTable score={count.score} id="final-stats" title={t("count.final")} final />
      )}
      {!solved && step === "result" && <Result onAnswer={onAnswer} disabled={solved} />}
    </section>
  );
}
