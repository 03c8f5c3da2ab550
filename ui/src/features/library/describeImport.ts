//! Why a file was not imported, as a sentence in the user's language with
//! its place in the file where there is one ("Zeile 1, Spalte 1: …").

import { t } from "../../i18n";
import { megabytes } from "../../i18n/errors";
import type { FileProblem } from "../../ipc";

/** The sentence for one problem of an import (an import only reads: a
 * read-only or full disk, like any other failure to read, is "unreadable"). */
export function importProblemText(problem: FileProblem): string {
  switch (problem.code) {
    case "not_found":
      return t("import.problem.not_found");
    case "permission_denied":
      return t("import.problem.permission_denied");
    case "not_a_file":
      return t("import.problem.not_a_file");
    case "read_only":
    case "disk_full":
    case "io":
      return t("import.problem.unreadable");
    case "too_large":
      return t("import.problem.too_large", { limit: megabytes(problem.limit_bytes) });
    case "not_sgf":
      return t("import.problem.not_sgf", { line: problem.line, column: problem.column });
    case "game_refused": {
      const reason = problem.reason;
      const why =
        reason.code === "unsupported_board_size"
          ? t("review.refusedSize", { width: reason.width, height: reason.height })
          : reason.code === "bad_board_size"
            ? t("review.refusedBadSize", { raw: reason.raw })
            : t("review.refusedNotGo", { game: reason.game });
      return problem.line === null || problem.column === null
        ? t("import.problem.game_refused", { game: problem.game, why })
        : t("import.problem.game_refused_at", { game: problem.game, line: problem.line, column: problem.column, why });
    }
  }
}
