//! SAVE, part one: keep the whole teaching record or only the position
//! shown — as an SGF file (native dialog) or in the library, with a title
//! (required there; in a file it is the game's name and the name suggested)
//! and tags (comma-separated).

import { useState } from "preact/hooks";
import { TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { SaveScope } from "../../ipc";
import type { Teach } from "./useTeach";

/** The tags of a comma-separated text, trimmed, empty ones dropped. */
export function tagsOf(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** Scope, title, tags, and the two ways to keep. */
export function SavePanel({ teach, title: initialTitle }: { teach: Teach; title: string | null }) {
  const [scope, setScope] = useState<SaveScope>("record");
  const [title, setTitle] = useState(initialTitle ?? "");
  const [tags, setTags] = useState("");
  const [titleError, setTitleError] = useState<string | null>(null);
  const keepInLibrary = () => {
    if (!title.trim()) {
      setTitleError(t("teach.titleNeeded"));
      return;
    }
    setTitleError(null);
    teach.saveLibrary(scope, title.trim(), tagsOf(tags));
  };
  return (
    <section class="teach-save" aria-labelledby="teach-save-title">
      <h2 id="teach-save-title">{t("teach.saveTitle")}</h2>
      <fieldset class="teach-scope">
        <legend>{t("teach.scope")}</legend>
        {(["record", "position"] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="teach-scope"
              id={`scope-${value}`}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            {t(value === "record" ? "teach.scopeRecord" : "teach.scopePosition")}
          </label>
        ))}
      </fieldset>
      <TextField id="save-title" label={t("teach.titleLabel")} error={titleError} value={title} onValue={setTitle} />
      <TextField id="save-tags" label={t("teach.tagsLabel")} error={null} value={tags} onValue={setTags} />
      <div class="teach-row">
        <button type="button" id="save-library" class="primary" onClick={keepInLibrary}>
          {t("teach.saveLibrary")}
        </button>
        <button type="button" id="save-sgf" onClick={() => teach.saveSgf(scope, title)}>
          {t("teach.saveSgf")}
        </button>
      </div>
    </section>
  );
}
