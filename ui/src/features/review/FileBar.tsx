//! The review screen's file row: open, save, save as, the file's name, and
//! for a collection the game shown.

import { t } from "../../i18n";
import type { OpenedFile } from "../../ipc";
import { entryTitle } from "./GameChooser";

interface FileBarProps {
  file: OpenedFile | null;
  /** The index of the game shown, if one is. */
  game: number | null;
  busy: boolean;
  onOpen: () => void;
  onSave: () => void;
  onSaveAs: () => void;
  onChooseGame: (index: number) => void;
}

/** Buttons and the file's name. */
export function FileBar({ file, game, busy, onOpen, onSave, onSaveAs, onChooseGame }: FileBarProps) {
  return (
    <div class="review-file" role="group" aria-label={t("review.fileActions")}>
      <button type="button" id="btn-open" onClick={onOpen} disabled={busy} aria-keyshortcuts="Control+O">
        {t("review.open")}
      </button>
      <button type="button" id="btn-save" onClick={onSave} disabled={!file || busy} aria-keyshortcuts="Control+S">
        {t("review.save")}
      </button>
      <button type="button" id="btn-save-as" onClick={onSaveAs} disabled={!file || busy}>
        {t("review.saveAs")}
      </button>
      {file && (
        <span id="review-file" class="review-file-name selectable" title={file.path ?? undefined}>
          {file.file_name}
        </span>
      )}
      {file && game !== null && file.games.length > 1 && (
        <label class="review-game-select">
          {t("review.game")}
          <select id="review-game" value={game} onChange={(e) => onChooseGame(Number(e.currentTarget.value))}>
            {file.games.map((entry) => (
              <option key={entry.index} value={entry.index} disabled={entry.refused !== null}>
                {entryTitle(entry)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
