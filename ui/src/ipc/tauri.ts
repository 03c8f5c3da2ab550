//! The production `LogoIpc`: Tauri commands and events. The only module that
//! imports `@tauri-apps/api`. Command and argument names are the contract
//! with `src-tauri` (Tauri passes arguments as an object with camelCase keys).

import { invoke } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";
import type { LogoIpc, Unsubscribe } from "./api";
import { toCommandError } from "./errors";

async function command<T>(name: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(name, args);
  } catch (reason) {
    throw toCommandError(reason);
  }
}

/**
 * Subscribes to a Tauri event. `listen` resolves asynchronously, so an
 * unsubscribe that comes first is remembered and applied once it resolves.
 */
function subscribe<T>(event: string, handler: (payload: T) => void): Unsubscribe {
  let ended = false;
  let unlisten: (() => void) | null = null;
  listen<T>(event, (e) => {
    if (!ended) handler(e.payload);
  }).then(
    (stop) => {
      if (ended) stop();
      else unlisten = stop;
    },
    (reason: unknown) => console.error(`listening to "${event}" failed`, reason),
  );
  return () => {
    ended = true;
    unlisten?.();
    unlisten = null;
  };
}

/** The IPC of the running app. */
export const tauriIpc: LogoIpc = {
  appStatus: () => command("app_status"),
  rulePresets: () => command("rule_presets"),
  about: () => command("about_app"),
  showAppFolder: (folder) => command("show_app_folder", { folder }),
  currentGame: () => command("current_game"),
  newGame: (settings) => command("new_game", { settings }),
  play: (point) => command("play", { point }),
  pass: () => command("pass"),
  resign: (color) => command("resign", { color }),
  undo: () => command("undo"),
  redo: () => command("redo"),
  scoringToggle: (point) => command("scoring_toggle", { point }),
  scoringUndo: () => command("scoring_undo"),
  continuePlaying: () => command("continue_playing"),
  confirmScore: (color) => command("confirm_score", { color }),
  openSgfDialog: (texts) => command("open_sgf_dialog", { texts }),
  openRequestedFile: () => command("open_requested_file"),
  reviewGame: (doc, game) => command("review_game", { doc, game }),
  reviewNode: (doc, game, node) => command("review_node", { doc, game, node }),
  saveReview: (doc) => command("save_review", { doc }),
  saveReviewAs: (doc, texts) => command("save_review_as", { doc, texts }),
  savePlayedGame: (texts) => command("save_played_game", { texts }),
  onOpenRequested: (handler) => subscribe<null>("open-requested", () => handler()),
  onFileDrag: (handler) => subscribe<boolean>("file-drag", (over) => handler(over === true)),
  onClock: (handler) => subscribe("clock", handler),
  onGame: (handler) => subscribe("game", handler),
};
