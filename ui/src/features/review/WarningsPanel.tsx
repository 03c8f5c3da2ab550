//! What a lenient read repaired or read differently, in the file and in the
//! game shown, each with its line and column; folded unless asked for.

import { t } from "../../i18n";
import { warningText } from "./describeWarning";
import type { ReadWarning } from "./describeWarning";

/** The warnings, or nothing when the file was read without any. */
export function WarningsPanel({ warnings }: { warnings: readonly ReadWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <details id="review-warnings" class="review-warnings">
      <summary>{t("review.warnings", { n: warnings.length })}</summary>
      <ul>
        {warnings.map((w, i) => (
          <li key={i} class="selectable">
            {warningText(w)}
          </li>
        ))}
      </ul>
    </details>
  );
}
