//! The invisible region screen readers read aloud: one per screen, holding
//! the latest announcement. Keyed by the serial, so the same sentence twice
//! is a new node and read twice.

import "./common.css";
import type { Announcement } from "./useAnnouncer";

/** A polite, atomic live region; `testId` names it for tests (`announcer`, `review-announcer`). */
export function LiveRegion({ announcement, testId }: { announcement: Announcement; testId: string }) {
  return (
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid={testId}>
      <span key={announcement.serial}>{announcement.text}</span>
    </div>
  );
}
