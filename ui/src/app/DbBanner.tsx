//! The notice shown when the database cannot be used: one sentence saying
//! why, that LoGo still works without saving, and that the file is untouched.
//! It never blocks the app and can be hidden.

import { useState } from "preact/hooks";
import { t } from "../i18n";
import { dbProblemMessage } from "../i18n/errors";
import type { DbProblem } from "../ipc";

/** `#db-banner`, until the user hides it. */
export function DbBanner({ problem, path }: { problem: DbProblem; path: string }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div id="db-banner" class="db-banner" role="status">
      <p class="db-banner-text">
        {dbProblemMessage(problem)}
        <span class="db-banner-path">{t("db.path", { path })}</span>
      </p>
      <button type="button" onClick={() => setHidden(true)}>
        {t("db.dismiss")}
      </button>
    </div>
  );
}
