//! How a duration reads wherever LoGo shows one (clocks, time settings of a
//! record): "1:05:00", "4:59".

/** A duration as h:mm:ss or m:ss, rounded up so "0:00" appears only at the very end. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
