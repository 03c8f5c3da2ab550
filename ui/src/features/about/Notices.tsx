//! "Licence texts" on the About screen: a button that loads the third-party
//! notices on first use (a lazily imported chunk, see `notices.ts`) and shows
//! them in a scrolling region the keyboard can reach and scroll.

import { useState } from "preact/hooks";
import { t } from "../../i18n";

type Shown = { state: "closed" } | { state: "loading" } | { state: "failed" } | { state: "open"; text: string };

/** Loads the notices text; a parameter so tests can make it fail. */
export type LoadNotices = () => Promise<string>;

const loadNotices: LoadNotices = () => import("./notices").then((module) => module.notices);

/** `#about-notices-toggle` and, once asked for, `#about-notices` with the text. */
export function Notices({ load = loadNotices }: { load?: LoadNotices }) {
  const [shown, setShown] = useState<Shown>({ state: "closed" });
  const [text, setText] = useState<string | null>(null);
  const open = shown.state !== "closed";
  const toggle = () => {
    if (open) return setShown({ state: "closed" });
    if (text !== null) return setShown({ state: "open", text });
    setShown({ state: "loading" });
    load().then(
      (loaded) => {
        setText(loaded);
        setShown((now) => (now.state === "loading" ? { state: "open", text: loaded } : now));
      },
      () => setShown((now) => (now.state === "loading" ? { state: "failed" } : now)),
    );
  };

  return (
    <div class="about-notices">
      <button
        type="button"
        id="about-notices-toggle"
        aria-expanded={open}
        aria-controls={shown.state === "open" ? "about-notices" : undefined}
        onClick={toggle}
      >
        {t("about.notices")}
      </button>
      {shown.state === "loading" && <p role="status">{t("about.loading")}</p>}
      {shown.state === "failed" && (
        <p id="about-notices-error" class="about-error" role="alert">
          {t("about.noticesFailed")}
        </p>
      )}
      {shown.state === "open" && (
        <pre
          id="about-notices"
          class="about-notices-text"
          role="region"
          aria-label={t("about.noticesRegion")}
          tabIndex={0}
        >
          {shown.text}
        </pre>
      )}
    </div>
  );
}
