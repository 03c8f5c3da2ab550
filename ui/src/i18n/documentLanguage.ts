//! The document's `lang` follows the language `t()` speaks, so screen readers
//! and hyphenation use the right language after every switch.

import { getLocale, onLocaleChange } from "./index";

/** Sets `root.lang` to the current language now and after each change; returns the function that stops it. */
export function keepDocumentLanguage(root: HTMLElement): () => void {
  root.lang = getLocale();
  return onLocaleChange((locale) => {
    root.lang = locale;
  });
}

/** The languages the system (the webview) says the user prefers, most preferred first. */
export function systemLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
