//! The way into teaching on an empty board: a size (5 to 25, 19 chosen
//! first) and a button. Shown on the teaching screen while no board is open.

import { useState } from "preact/hooks";
import { t } from "../../i18n";

const SIZES = Array.from({ length: 21 }, (_, i) => i + 5);

/** Size choice and "New board". */
export function NewBoard({ onStart }: { onStart: (size: number) => void }) {
  const [size, setSize] = useState(19);
  return (
    <section class="teach-new" aria-labelledby="teach-new-title">
      <h1 id="teach-new-title">{t("teach.newTitle")}</h1>
      <p>{t("teach.newIntro")}</p>
      <label class="teach-inline">
        <span>{t("teach.size")}</span>
        <select id="new-board-size" value={size} onChange={(e) => setSize(Number(e.currentTarget.value))}>
          {SIZES.map((side) => (
            <option key={side} value={side}>
              {t("teach.sizeOption", { n: side })}
            </option>
          ))}
        </select>
      </label>
      <button type="button" id="new-board" class="primary" onClick={() => onStart(size)}>
        {t("teach.newBoard")}
      </button>
    </section>
  );
}
