//! One glossary entry: the term (with the English term when the learner
//! reads another language, and the Japanese word), its definition
//! with links to other entries, its diagram on the one board component,
//! the lessons that teach it and related entries. The diagram follows the
//! board look (KOORD, notation) like every other board and has the
//! coordinate bar, whose field explains that a diagram takes no moves.

import { Board } from "../../board";
import { getLocale, t } from "../../i18n";
import type { EntryView } from "../../ipc";
import { CoordinateBar } from "../coords/CoordinateBar";
import type { BoardLook } from "../coords/useBoardLook";
import { lessonLayers } from "../lessons/lessonBoard";
import { RichText } from "../lessons/RichText";

interface GlossaryEntryProps {
  entry: EntryView;
  /** How boards look (coordinates, notation). */
  look: BoardLook;
  openEntry: (id: string) => void;
  openLesson: (lesson: string, page?: string) => void;
}

/** Whether the English term is worth a line of its own: not when the
 *  learner reads English, nor when the term shown is already the English
 *  one (a fallback, or a word both languages share, like "Seki"). */
function showsEnglish(entry: EntryView): boolean {
  return (
    entry.english !== "" && getLocale() !== "en" && entry.term.language !== "en" && entry.term.text !== entry.english
  );
}

/** The entry in full. */
export function GlossaryEntry({ entry, look, openEntry, openLesson }: GlossaryEntryProps) {
  const diagram = entry.diagram && lessonLayers(entry.diagram);
  return (
    <article class="glossary-entry" id="glossary-entry" data-entry={entry.id} aria-labelledby="glossary-term">
      <h2 id="glossary-term" lang={entry.term.language}>
        {entry.term.text}
      </h2>
      {showsEnglish(entry) && (
        <p class="glossary-english">
          {t("glossary.english")} <span lang="en">{entry.english}</span>
        </p>
      )}
      {entry.japanese && (
        <p class="glossary-japanese">
          {t("glossary.japanese", { romaji: entry.japanese.romaji })}{" "}
          {entry.japanese.kanji && <span lang="ja">{entry.japanese.kanji}</span>}
        </p>
      )}
      <RichText text={entry.definition} onLink={openEntry} id="glossary-definition" />
      {diagram && (
        <div class="glossary-diagram">
          <Board
            {...diagram}
            label={t("glossary.diagram", { term: entry.term.text })}
            showCoordinates={look.coordinates}
            notation={look.notation}
          />
          <CoordinateBar look={look} width={diagram.width} height={diagram.height} />
        </div>
      )}
      {entry.lessons.length > 0 && (
        <section aria-labelledby="glossary-lessons">
          <h3 id="glossary-lessons">{t("glossary.taughtIn")}</h3>
          <ul class="glossary-links">
            {entry.lessons.map((link) => (
              <li key={`${link.lesson}#${link.page ?? ""}`}>
                <button
                  type="button"
                  class="link-button"
                  data-lesson={link.lesson}
                  data-page={link.page ?? undefined}
                  disabled={!link.available}
                  onClick={() => openLesson(link.lesson, link.page ?? undefined)}
                >
                  {link.page_number === null
                    ? t("glossary.lessonLink", { n: link.number, title: link.title.text })
                    : t("glossary.lessonPageLink", { n: link.number, title: link.title.text, page: link.page_number })}
                </button>
                {!link.available && ` ${t("glossary.unavailable")}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {entry.see_also.length > 0 && (
        <section aria-labelledby="glossary-see-also">
          <h3 id="glossary-see-also">{t("glossary.seeAlso")}</h3>
          <ul class="glossary-links">
            {entry.see_also.map((other) => (
              <li key={other.id}>
                <button type="button" class="link-button" data-entry={other.id} onClick={() => openEntry(other.id)}>
                  {other.term.text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
