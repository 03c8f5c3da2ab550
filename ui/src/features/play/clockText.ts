//! How a clock reads: "1:05:00", "4:59", "Byo-yomi 0:27 · 3 Perioden".

import { formatDuration } from "../../common/duration";
import type { SideClockView } from "../../ipc";
import { t } from "../../i18n";

/** What one player's clock shows. */
export function clockText(clock: SideClockView): string {
  if (clock.flagged) return t("clock.flagged");
  if (clock.period_left_ms === null) return formatDuration(clock.main_left_ms);
  const periods = t("clock.periods", { n: clock.periods_left });
  return `${t("clock.byoyomi", { time: formatDuration(clock.period_left_ms) })} · ${periods}`;
}
