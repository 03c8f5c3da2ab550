//! A game's tags: each with a button to take it off, and a field to add one
//! (Enter or the button), offering the tags the library already has.

import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { TagCount } from "../../ipc";

interface TagEditorProps {
  tags: readonly string[];
  known: readonly TagCount[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

/** The tags of one game. */
export function TagEditor({ tags, known, onAdd, onRemove }: TagEditorProps) {
  const [draft, setDraft] = useState("");
  const add = () => {
    if (draft.trim() === "") return;
    onAdd(draft.trim());
    setDraft("");
  };
  return (
    <div class="lib-tags" role="group" aria-labelledby="lib-tags-title">
      <h3 id="lib-tags-title">{t("details.tags")}</h3>
      {tags.length === 0 ? (
        <p class="lib-muted">{t("details.noTags")}</p>
      ) : (
        <ul id="lib-tag-list" class="lib-tag-list">
          {tags.map((tag) => (
            <li key={tag} class="lib-tag">
              <span>{tag}</span>
              <button type="button" aria-label={t("details.removeTag", { tag })} onClick={() => onRemove(tag)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="lib-tag-add">
        <input
          id="lib-tag-input"
          type="text"
          list="lib-known-tags"
          value={draft}
          maxLength={100}
          aria-label={t("details.newTag")}
          placeholder={t("details.tagPlaceholder")}
          onInput={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
        />
        <datalist id="lib-known-tags">
          {known.map((tag) => (
            <option key={tag.name} value={tag.name} />
          ))}
        </datalist>
        <button type="button" id="lib-tag-add" onClick={add} disabled={draft.trim() === ""}>
          {t("details.addTag")}
        </button>
      </div>
    </div>
  );
}
