//! The current language as Preact state: a component that calls
//! `useLocale()` renders again (with its whole subtree) when the language
//! changes, so texts switch without a restart.

import { useEffect, useState } from "preact/hooks";
import { getLocale, onLocaleChange } from "./index";
import type { Locale } from "./index";

/** The language `t()` speaks, kept up to date. */
export function useLocale(): Locale {
  const [locale, setLocale] = useState(getLocale());
  useEffect(() => {
    const stop = onLocaleChange(setLocale);
    setLocale(getLocale());
    return stop;
  }, []);
  return locale;
}
