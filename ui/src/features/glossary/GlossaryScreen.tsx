//! The glossary screen: the entries in alphabetical order with a search
//! box (German and English words, diacritics folded, word beginnings), and
//! the chosen entry beside the list, and a way to the short rules. Opened
//! from a lesson's link, its Back button returns to the lesson page.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { useLocale } from "../../i18n/useLocale";
import { toCommandError } from "../../ipc";
import type { CommandError, EntrySummary, EntryView, LogoIpc } from "../../ipc";
import type { BoardLook } from "../coords/useBoardLook";
import "../lessons/lessons.css";
import { GlossaryEntry } from "./GlossaryEntry";

interface GlossaryScreenProps {
  ipc: LogoIpc;
  /** How boards look (coordinates, notation). */
  look: BoardLook;
  /** The entry to show, if one was chosen. */
  entry?: string;
  openEntry: (id: string) => void;
  openLesson: (lesson: string, page?: string) => void;
  /** Opens the short rules. */
  openRules: () => void;
  /** Returns to where the glossary was opened from; `null` when opened from the navigation. */
  back: (() => void) | null;
}

/** The entries in the alphabetical order of `locale`'s language (Polish Ł after L,
 * French Œ as OE, Danish Ø after Z), which the backend's simple folding cannot know. */
export function alphabetical(entries: readonly EntrySummary[], locale: string): EntrySummary[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return [...entries].sort((a, b) => collator.compare(a.term.text, b.term.text));
}

function useEntries(ipc: LogoIpc, query: string, locale: string): EntrySummary[] | null {
  const [entries, setEntries] = useState<EntrySummary[] | null>(null);
  useEffect(() => {
    let shown = true;
    const words = query.trim();
    // The whole list alphabetically; search hits as the backend ranks them (best first).
    const found =
      words === ""
        ? ipc.glossaryList(locale).then((list) => alphabetical(list, locale))
        : ipc.glossarySearch(words, locale);
    found.then(
      (list) => shown && setEntries(list),
      () => shown && setEntries([]),
    );
    return () => {
      shown = false;
    };
  }, [ipc, query, locale]);
  return entries;
}

/** The list, the search box and the chosen entry. */
export function GlossaryScreen({ ipc, look, entry, openEntry, openLesson, openRules, back }: GlossaryScreenProps) {
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const entries = useEntries(ipc, query, locale);
  const [shown, setShown] = useState<EntryView | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    let current = true;
    setFailure(null);
    if (!entry) return setShown(null);
    ipc.glossaryEntry(entry, locale).then(
      (view) => current && setShown(view),
      (reason: unknown) => current && setFailure(toCommandError(reason)),
    );
    return () => {
      current = false;
    };
  }, [ipc, entry, locale]);

  return (
    <div class="glossary" id="glossary-screen">
      <section class="glossary-index" aria-labelledby="glossary-title">
        <h1 id="glossary-title">{t("glossary.title")}</h1>
        <button type="button" id="btn-glossary-rules" class="link-button" onClick={openRules}>
          {t("glossary.rules")}
        </button>
        <label class="glossary-search">
          <span class="visually-hidden">{t("glossary.search")}</span>
          <input
            id="glossary-search"
            type="search"
            value={query}
            placeholder={t("glossary.searchPlaceholder")}
            aria-label={t("glossary.search")}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
        <p class="glossary-count" role="status" id="glossary-count">
          {entries === null ? t("glossary.loading") : query.trim() ? t("glossary.found", { n: entries.length }) : ""}
        </p>
        <ul class="glossary-list" aria-label={t("glossary.entries")}>
          {(entries ?? []).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                class="link-button"
                data-entry={item.id}
                aria-current={item.id === entry ? "true" : undefined}
                lang={item.term.language}
                onClick={() => openEntry(item.id)}
              >
                {item.term.text}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section class="glossary-view">
        {back && (
          <button type="button" id="btn-glossary-back" onClick={back}>
            {t("glossary.back")}
          </button>
        )}
        {failure && <p class="play-message">{errorMessage(failure)}</p>}
        {shown ? (
          <GlossaryEntry entry={shown} look={look} openEntry={openEntry} openLesson={openLesson} />
        ) : (
          !failure && <p class="lesson-note">{t("glossary.choose")}</p>
        )}
      </section>
    </div>
  );
}
