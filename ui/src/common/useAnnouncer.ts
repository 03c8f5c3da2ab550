//! The sentence a screen's live region reads next. Each `say` gets a new
//! serial, so a repeated text (two passes in a row) is read again.

import { useState } from "preact/hooks";

/** A sentence for the live region; `serial` changes even when the text repeats, so it is read again. */
export interface Announcement {
  text: string;
  serial: number;
}

/** The latest announcement and `say`, which replaces it (an empty text says nothing). */
export function useAnnouncer(): { announcement: Announcement; say: (text: string) => void } {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "", serial: 0 });
  const say = (text: string) => {
    if (text) setAnnouncement((a) => ({ text, serial: a.serial + 1 }));
  };
  return { announcement, say };
}
