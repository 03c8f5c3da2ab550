//! Entry point: asks the backend for the language chosen in the settings
//! (else takes the system's), keeps the document's `lang` in step with it,
//! and only then mounts the app with the real (Tauri) IPC, so the first
//! paint is already in the user's language.

import { render } from "preact";
import { App } from "./app/App";
import { initialLocale, setLocale } from "./i18n";
import { keepDocumentLanguage, systemLanguages } from "./i18n/documentLanguage";
import { tauriIpc } from "./ipc/tauri";

async function start() {
  const chosen = await tauriIpc.languageGet().catch((reason: unknown) => {
    console.error("language_get failed:", reason);
    return null;
  });
  setLocale(initialLocale(chosen, systemLanguages()));
  keepDocumentLanguage(document.documentElement);
  const root = document.getElementById("app");
  if (root) render(<App ipc={tauriIpc} />, root);
}

void start();
