//! A notice ("Saved as …") kept as the way to say it rather than as the said
//! words, so that it follows a language switch: a rendered string would stay
//! in the language it was written in.

import { useState } from "preact/hooks";
import { useLocale } from "../i18n/useLocale";

/** Words written when shown, e.g. `() => t("teach.copied")`. */
export type Words = () => string;

/** The notice in the current language (or `null`) and its setter. */
export function useNotice(): [string | null, (words: Words | null) => void] {
  useLocale();
  const [words, setWords] = useState<Words | null>(null);
  return [words ? words() : null, (next) => setWords(() => next)];
}
