//! The way into teaching on an empty board: a size (any the backend's limits
//! allow for teaching, 19 chosen first) and a button. Shown on the teaching
//! screen while no board is open.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, LogoIpc, WholeRange } from "../../ipc";

/** The side chosen first, if the limits allow it. */
const FIRST_SIDE = 19;

/** Size choice and "New board"; the sizes come from `game_limits`. */
export function NewBoard({ ipc, onStart }: { ipc: LogoIpc; onStart: (size: number) => void }) {
  const [sides, setSides] = useState<WholeRange | null>(null);
  const [size, setSize] = useState(FIRST_SIDE);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    ipc.gameLimits().then(
      (limits) => {
        setSides(limits.teaching_size);
        setSize(Math.min(Math.max(FIRST_SIDE, limits.teaching_size.min), limits.teaching_size.max));
      },
      // Without the limits nothing can be chosen; the reason is shown.
      (reason: unknown) => setFailure(toCommandError(reason)),
    );
  }, [ipc]);
  const options = sides ? Array.from({ length: sides.max - sides.min + 1 }, (_, i) => sides.min + i) : [];
  return (
    <section class="teach-new" aria-labelledby="teach-new-title">
      <h1 id="teach-new-title">{t("teach.newTitle")}</h1>
      <p>{t("teach.newIntro")}</p>
      {failure && (
        <p class="msg msg--error" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      <label class="teach-inline">
        <span>{t("teach.size")}</span>
        <select
          id="new-board-size"
          value={size}
          disabled={!sides}
          onChange={(e) => setSize(Number(e.currentTarget.value))}
        >
          {options.map((side) => (
            <option key={side} value={side}>
              {t("teach.sizeOption", { n: side })}
            </option>
          ))}
        </select>
      </label>
      <button type="button" id="new-board" class="primary" disabled={!sides} onClick={() => onStart(size)}>
        {t("teach.newBoard")}
      </button>
    </section>
  );
}
