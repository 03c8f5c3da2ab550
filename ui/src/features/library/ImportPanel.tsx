//! The import panel: while an import runs, a progress bar with files done
//! of all, games imported, duplicates and failures counting up, and Cancel;
//! when it has ended, what it did — with a sentence each on how its numbers
//! add up to the games found — with the files that failed (and why, at
//! which line and column) and the files that were repaired (with what the
//! reader repaired, unfolded on demand).

import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import type { ImportProgress, ImportSummary } from "../../ipc";
import { warningText } from "../review/describeWarning";
import { importProblemText } from "./describeImport";
import type { LibraryImport } from "./useImport";

function Counts({ games, duplicates, failures }: { games: number; duplicates: number; failures: number }) {
  return (
    <ul class="lib-import-counts">
      <li id="import-games">{t("import.games", { n: games })}</li>
      <li id="import-duplicates">{t("import.duplicates", { n: duplicates })}</li>
      <li id="import-failures">{t("import.failures", { n: failures })}</li>
    </ul>
  );
}

function Running({ status, onCancel }: { status: ImportProgress; onCancel: () => void }) {
  const known = status.files_total > 0;
  return (
    <section id="import-running" class="lib-import" aria-label={t("import.runningLabel")}>
      <label class="lib-import-bar">
        <span id="import-files">
          {known ? t("import.files", { done: status.files_done, total: status.files_total }) : t("import.listing")}
        </span>
        <progress
          id="import-progress"
          max={known ? status.files_total : undefined}
          value={known ? status.files_done : undefined}
        />
      </label>
      <Counts games={status.games_imported} duplicates={status.duplicates} failures={status.failures} />
      <button type="button" id="import-cancel" onClick={onCancel}>
        {t("import.cancel")}
      </button>
    </section>
  );
}

/**
 * How the report's numbers add up, one sentence each: the games found are
 * imported, already there or refused; the similar ones are among the
 * imported; unreadable files hold no game found.
 */
function Sums({ summary }: { summary: ImportSummary }) {
  const unreadable = summary.failures - summary.refused_games;
  return (
    <ul id="import-sums" class="lib-import-sums">
      <li id="import-sum-found">
        {t("import.sumFound", {
          games: summary.games,
          imported: summary.imported,
          identical: summary.identical,
          refused: summary.refused_games,
        })}
      </li>
      {summary.similar > 0 && <li id="import-sum-similar">{t("import.sumSimilar", { n: summary.similar })}</li>}
      {unreadable > 0 && <li id="import-sum-unreadable">{t("import.sumUnreadable", { n: unreadable })}</li>}
    </ul>
  );
}

function Report({ summary, onDismiss }: { summary: ImportSummary; onDismiss: () => void }) {
  const headline = summary.cancelled
    ? t("import.cancelled", { games: summary.imported, files: summary.files })
    : t("import.done", { games: summary.imported, files: summary.files });
  return (
    <section id="import-summary" class="lib-import" aria-label={t("import.summaryLabel")}>
      <p id="import-headline" role="status">
        {headline}
      </p>
      <Counts games={summary.imported} duplicates={summary.identical + summary.similar} failures={summary.failures} />
      <Sums summary={summary} />
      {summary.error && (
        <p class="msg msg--error" role="alert">
          {errorMessage(summary.error)}
        </p>
      )}
      {summary.failed.length > 0 && (
        <details id="import-failed" class="lib-import-list">
          <summary>{t("import.failedList", { n: summary.failures })}</summary>
          <ul>
            {summary.failed.map((failure, i) => (
              <li key={i} class="selectable">
                <span class="lib-path">{failure.path}</span> — {importProblemText(failure.problem)}
              </li>
            ))}
          </ul>
        </details>
      )}
      {summary.repaired_files.length > 0 && (
        <details id="import-repaired" class="lib-import-list">
          <summary>{t("import.repairedList", { n: summary.repaired })}</summary>
          <ul>
            {summary.repaired_files.map((file, i) => (
              <li key={i} class="selectable">
                <span class="lib-path">{file.path}</span>
                <ul>
                  {file.warnings.map((warning, j) => (
                    <li key={j}>{warningText(warning)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" id="import-dismiss" onClick={onDismiss}>
        {t("import.dismiss")}
      </button>
    </section>
  );
}

/** The running import or the last one's summary; nothing otherwise. */
export function ImportPanel({ imports }: { imports: LibraryImport }) {
  return (
    <>
      {imports.error && (
        <p id="import-error" class="msg msg--error" role="alert">
          {errorMessage(imports.error)}
        </p>
      )}
      {imports.status && <Running status={imports.status} onCancel={imports.cancel} />}
      {!imports.status && imports.summary && <Report summary={imports.summary} onDismiss={imports.dismiss} />}
    </>
  );
}
