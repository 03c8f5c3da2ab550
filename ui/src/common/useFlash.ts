//! A short visible confirmation beside the control that caused it ("Kommentar
//! übernommen"): shown at once, gone after `FLASH_MS`, and shown afresh (its
//! fade restarted) when the same thing happens again. Kept as words rather
//! than a string, like a notice (`useNotice`), so it follows a language
//! switch. It is for the eye only: the screen's live region says the same
//! words to screen readers, so the line itself is not announced again.

import { useEffect, useState } from "preact/hooks";
import { useLocale } from "../i18n/useLocale";
import type { Words } from "./useNotice";

/** How long a confirmation stays; the stylesheet fades it out over the same time (`.flash`). */
export const FLASH_MS = 4000;

/** The confirmation shown now: its text in the current language, and a serial that changes with each showing. */
export interface Flash {
  text: string;
  serial: number;
}

/** The confirmation shown (or `null`) and `show`, which shows `words` for `FLASH_MS`. */
export function useFlash(): [Flash | null, (words: Words) => void] {
  useLocale();
  const [state, setState] = useState<{ words: Words; serial: number } | null>(null);
  const serial = state?.serial;
  useEffect(() => {
    if (serial === undefined) return undefined;
    const timer = setTimeout(() => setState((s) => (s?.serial === serial ? null : s)), FLASH_MS);
    return () => clearTimeout(timer);
  }, [serial]);
  const show = (words: Words) => setState((s) => ({ words, serial: (s?.serial ?? 0) + 1 }));
  return [state ? { text: state.words(), serial: state.serial } : null, show];
}
