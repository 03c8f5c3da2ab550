//! The settings screen: a column of sections, each with its heading, listed
//! at the top so a section is one click (or Tab and Enter) away: the
//! language, the boards' look (coordinates and their notation), then the Go
//! programs; a later section is one more entry in `SECTIONS`. The screen
//! renders anew when the language changes.

import type { ComponentChild } from "preact";
import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import { useLocale } from "../../i18n/useLocale";
import type { LogoIpc } from "../../ipc";
import type { BoardLook } from "../coords/useBoardLook";
import { BoardSection } from "./BoardSection";
import { EnginesSection } from "./EnginesSection";
import { LanguageSection } from "./LanguageSection";
import "./settings.css";

/** What the sections work with. */
interface SectionProps {
  ipc: LogoIpc;
  look: BoardLook;
}

/** One section: its id (the element `#settings-<id>`), its heading, and how it renders. */
interface Section {
  id: string;
  title: PlainKey;
  render: (props: SectionProps) => ComponentChild;
}

const SECTIONS: readonly Section[] = [
  { id: "language", title: "settings.language", render: ({ ipc }) => <LanguageSection ipc={ipc} /> },
  { id: "board", title: "settings.board", render: ({ look }) => <BoardSection look={look} /> },
  { id: "engines", title: "settings.engines", render: ({ ipc }) => <EnginesSection ipc={ipc} /> },
];

/** The screen `#settings`. */
export function SettingsScreen({ ipc, look }: SectionProps) {
  useLocale();
  return (
    <div class="settings" id="settings">
      <h1>{t("settings.title")}</h1>
      <nav aria-label={t("settings.sections")}>
        <ul class="settings-toc">
          {SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#settings-${id}`}>{t(title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(({ id, title, render }) => (
        <section key={id} id={`settings-${id}`} class="settings-section" aria-labelledby={`settings-${id}-title`}>
          <h2 id={`settings-${id}-title`}>{t(title)}</h2>
          {render({ ipc, look })}
        </section>
      ))}
    </div>
  );
}
