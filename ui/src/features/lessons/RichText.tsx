//! A lesson or glossary text: paragraphs, with each glossary link a button
//! that opens its entry (one click there, one click back). A text shown in
//! English because the learner's language is missing says so in a small note.

import { t } from "../../i18n";
import type { RichText as Text } from "../../ipc";

interface RichTextProps {
  text: Text;
  /** Opens the glossary entry `entry`; without it links show as plain words. */
  onLink?: (entry: string) => void;
  /** The id of the first paragraph's container, for tests and `aria-describedby`. */
  id?: string;
}

/** The paragraphs of `text`, links as buttons. */
export function RichText({ text, onLink, id }: RichTextProps) {
  return (
    <div class="rich-text selectable" id={id} lang={text.language}>
      {text.paragraphs.map((parts, k) => (
        <p key={k}>
          {parts.map((part, j) =>
            part.kind === "link" && onLink ? (
              <button
                key={j}
                type="button"
                class="glossary-link"
                data-entry={part.entry}
                title={t("lesson.glossaryLink", { term: part.text })}
                onClick={() => onLink(part.entry)}
              >
                {part.text}
              </button>
            ) : (
              <span key={j}>{part.text}</span>
            ),
          )}
        </p>
      ))}
      {text.fell_back && (
        <p class="fallback-note" data-testid="fallback-note">
          {t("lesson.fallback")}
        </p>
      )}
    </div>
  );
}
