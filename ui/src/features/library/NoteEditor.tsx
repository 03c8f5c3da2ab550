//! A game's free note: written in a text area and kept with "Save note";
//! the field says when what is shown has been saved.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";

interface NoteEditorProps {
  /** The note as stored. */
  note: string;
  saved: boolean;
  onSave: (note: string) => void;
}

/** The note of one game. */
export function NoteEditor({ note, saved, onSave }: NoteEditorProps) {
  const [draft, setDraft] = useState(note);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    setDraft(note);
    setEdited(false);
  }, [note]);
  useEffect(() => {
    if (saved) setEdited(false);
  }, [saved]);
  return (
    <div class="lib-note">
      <label for="lib-note" class="lib-note-label">
        {t("details.note")}
      </label>
      <textarea
        id="lib-note"
        rows={3}
        maxLength={10000}
        value={draft}
        onInput={(e) => {
          setDraft(e.currentTarget.value);
          setEdited(true);
        }}
      />
      <div class="lib-note-row">
        <button type="button" id="lib-note-save" disabled={!edited} onClick={() => onSave(draft)}>
          {t("details.saveNote")}
        </button>
        {saved && !edited && (
          <span id="lib-note-saved" role="status">
            {t("details.noteSaved")}
          </span>
        )}
      </div>
    </div>
  );
}
