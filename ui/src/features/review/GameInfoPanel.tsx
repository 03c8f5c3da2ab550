//! The game information (players, result, date, event, rules, komi, …) and
//! the game comment, folded away under its heading when space is short.

import { t } from "../../i18n";
import type { GameInfo } from "../../ipc";
import { infoRows } from "./describeInfo";

/** A description list of what the record says about the game. */
export function GameInfoPanel({ info }: { info: GameInfo }) {
  const rows = infoRows(info);
  return (
    <details id="game-info" class="review-info" open>
      <summary>{t("info.title")}</summary>
      <dl>
        {rows.map((row) => (
          <div key={row.id} class="review-info-row">
            <dt>{row.label}</dt>
            <dd id={row.id} class="selectable">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {info.comment && (
        <p id="info-comment" class="review-info-comment selectable">
          {info.comment}
        </p>
      )}
    </details>
  );
}
