//! Entry point: picks the language from the system, keeps the document's
//! `lang` in step with it, then mounts the app with the real (Tauri) IPC.

import { render } from "preact";
import { App } from "./app/App";
import { detectLocale, onLocaleChange, setLocale } from "./i18n";
import { tauriIpc } from "./ipc/tauri";

onLocaleChange((locale) => {
  document.documentElement.lang = locale;
});
const locale = detectLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
setLocale(locale);
document.documentElement.lang = locale;

const root = document.getElementById("app");
if (root) render(<App ipc={tauriIpc} />, root);
