//! The notice shown once when the saved game in progress could not be read
//! (a newer LoGo wrote it, or it is damaged): it says the game was kept
//! unchanged and a new game starts. It never blocks the app; closing it
//! hides it for the rest of this run (the next start has nothing to tell).

import { useState } from "preact/hooks";
import { t } from "../i18n";
import { setAsideMessage } from "../i18n/errors";
import type { Unreadable } from "../ipc";

/** `#set-aside-banner`, until the user closes it. */
export function SetAsideBanner({ reason }: { reason: Unreadable }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div id="set-aside-banner" class="db-banner" role="status">
      <p class="db-banner-text">{setAsideMessage(reason)}</p>
      <button type="button" id="set-aside-dismiss" onClick={() => setHidden(true)}>
        {t("setAside.dismiss")}
      </button>
    </div>
  );
}
