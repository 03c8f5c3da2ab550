//! The language LoGo speaks: "as the system" and every language LoGo has a
//! catalog for, each under its own name (and marked with its `lang`, so a
//! screen reader pronounces it right). A choice switches every text at once
//! and is remembered by the backend for the next start; if it cannot be
//! saved, the switch still holds for this run and the section says why.

import { useEffect, useState } from "preact/hooks";
import "../../common/common.css";
import { detectLocale, LANGUAGES, LOCALES, setLocale, t } from "../../i18n";
import type { Locale } from "../../i18n";
import { systemLanguages } from "../../i18n/documentLanguage";
import { errorMessage } from "../../i18n/errors";
import { useLocale } from "../../i18n/useLocale";
import { toCommandError } from "../../ipc";
import type { CommandError, LogoIpc } from "../../ipc";

/** A language's name in itself ("Français"). */
function ownName(locale: Locale): string {
  return LANGUAGES.find((l) => l.tag === locale)?.name ?? locale;
}

interface ChoiceProps {
  id: string;
  checked: boolean;
  label: string;
  lang?: string;
  onChoose: () => void;
}

function Choice({ id, checked, label, lang, onChoose }: ChoiceProps) {
  return (
    <li>
      <label for={id} lang={lang}>
        <input id={id} type="radio" name="language" checked={checked} onChange={onChoose} />
        {label}
      </label>
    </li>
  );
}

/** The section's content. */
export function LanguageSection({ ipc }: { ipc: LogoIpc }) {
  const locale = useLocale();
  // undefined while the stored choice is being read; null: "as the system".
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    ipc.languageGet().then(setChosen, () => setChosen(null));
  }, [ipc]);
  const system = detectLocale(systemLanguages());
  const choose = (next: Locale | null) => {
    setChosen(next);
    setLocale(next ?? system);
    ipc.languageSet(next).then(
      () => setFailure(null),
      (reason: unknown) => setFailure(toCommandError(reason)),
    );
  };
  const following = chosen === null || (chosen !== undefined && !LOCALES.includes(chosen as Locale));
  return (
    <div class="language">
      <p>{t("settings.languageIntro")}</p>
      <fieldset class="language-choices">
        <legend class="visually-hidden">{t("settings.languageChoices")}</legend>
        <ul>
          <Choice
            id="language-system"
            checked={chosen !== undefined && following}
            label={t("settings.languageSystem", { language: ownName(system) })}
            onChoose={() => choose(null)}
          />
          {LOCALES.map((tag) => (
            <Choice
              key={tag}
              id={`language-${tag}`}
              checked={chosen !== undefined && !following && locale === tag}
              label={ownName(tag)}
              lang={tag}
              onChoose={() => choose(tag)}
            />
          ))}
        </ul>
      </fieldset>
      {failure && (
        <p role="alert" id="language-notice">
          {errorMessage(failure)}
        </p>
      )}
    </div>
  );
}
