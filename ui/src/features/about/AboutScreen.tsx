//! The "About LoGo" screen: the version, the folders LoGo keeps its
//! database, settings and logs in (each can be shown in the file manager; the
//! page names the folder by kind, never by path), and the licences of the
//! components built into this build, as the backend lists them, and on request
//! their licence texts (`Notices`, loaded lazily).

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { About, AppFolder, CommandError, Component, LogoIpc } from "../../ipc";
import { Notices } from "./Notices";
import "./about.css";

/** `#about-screen`: asks the backend for its data when it is shown. */
export function AboutScreen({ ipc }: { ipc: LogoIpc }) {
  const [about, setAbout] = useState<About | null>(null);
  const [failure, setFailure] = useState<CommandError | null>(null);
  useEffect(() => {
    ipc.about().then(setAbout, (reason: unknown) => setFailure(toCommandError(reason)));
  }, [ipc]);
  const show = (folder: AppFolder) => {
    setFailure(null);
    ipc.showAppFolder(folder).catch((reason: unknown) => setFailure(toCommandError(reason)));
  };

  return (
    <div class="about" id="about-screen">
      <h1>{t("about.title")}</h1>
      {about ? <AboutText about={about} onShow={show} /> : !failure && <p role="status">{t("about.loading")}</p>}
      {failure && (
        <p id="about-error" class="about-error" role="alert">
          {about ? errorMessage(failure) : `${t("about.loadFailed")} ${errorMessage(failure)}`}
        </p>
      )}
    </div>
  );
}

function AboutText({ about, onShow }: { about: About; onShow: (folder: AppFolder) => void }) {
  return (
    <>
      <p id="about-version" class="about-version">
        {t("about.version", { version: about.version })}
      </p>
      <p>{t("about.tagline")}</p>
      <dl class="about-folders">
        <FolderRow
          id="about-data"
          label={t("about.dataDir")}
          path={about.data_dir}
          showLabel={t("about.showData")}
          onShow={() => onShow("data")}
        />
        <FolderRow
          id="about-logs"
          label={t("about.logDir")}
          path={about.log_dir}
          showLabel={t("about.showLogs")}
          onShow={() => onShow("logs")}
        />
      </dl>
      <p>{t("about.ownLicence")}</p>
      <Components components={about.components} />
      <Notices />
    </>
  );
}

interface FolderRowProps {
  id: string;
  label: string;
  path: string;
  showLabel: string;
  onShow: () => void;
}

function FolderRow({ id, label, path, showLabel, onShow }: FolderRowProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd class="about-folder">
        <code id={`${id}-path`}>{path}</code>
        <button type="button" id={`${id}-show`} aria-label={showLabel} title={showLabel} onClick={onShow}>
          {t("about.show")}
        </button>
      </dd>
    </>
  );
}

function Components({ components }: { components: Component[] }) {
  return (
    <details id="about-components" class="about-components">
      <summary>{t("about.components", { count: components.length })}</summary>
      <table>
        <tbody>
          {components.map((c) => (
            <tr key={`${c.kind}:${c.name}@${c.version}`}>
              <td>{c.name}</td>
              <td>{c.version}</td>
              <td>{c.licence}</td>
              <td>{t(c.kind === "crate" ? "about.crate" : "about.npm")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
