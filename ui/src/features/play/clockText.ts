//! How a clock reads: "1:05:00", "4:59", "Byo-yomi 0:27 · 3 Perioden".

import type { SideClockView } from "../../ipc";
import { t } from "../../i18n";

/** A duration as h:mm:ss or m:ss, rounded up so "0:00" appears only at the very end. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** What one player's clock shows. */
export function clockText(clock: SideClockView): string {
  if (clock.flagged) return t("clock.flagged");
  if (clock.period_left_ms === null) return formatDuration(clock.main_left_ms);
  const periods = clock.periods_left === 1 ? t("clock.periodsOne") : t("clock.periodsMany", { n: clock.periods_left });
  return `${t("clock.byoyomi", { time: formatDuration(clock.period_left_ms) })} · ${periods}`;
}
