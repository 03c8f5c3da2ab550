//! The Go programs LoGo can play against: GNU Go where LoGo found it, and
//! the programs the user added, each with what it said about itself, a Test
//! button (name, version, protocol, commands) and, for added ones, Remove.
//! Below, the form that adds a program chosen in the native file dialog.

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { EngineEntry, EngineList, EngineTest, LogoIpc } from "../../ipc";
import { engineLabel } from "../engine/engineNames";
import { AddEngineForm } from "./AddEngineForm";
import { EngineTestResult } from "./EngineTestResult";
import type { Notice } from "./notice";

interface EngineRowProps {
  engine: EngineEntry;
  test: EngineTest | undefined;
  busy: boolean;
  onTest: () => void;
  onRemove: (() => void) | null;
}

function EngineRow({ engine, test, busy, onTest, onRemove }: EngineRowProps) {
  const label = engineLabel(engine);
  const identity = engine.identity;
  return (
    <li class="engine-row" data-engine={engine.id}>
      <p class="engine-name">
        {label}
        {engine.kind === "gnu_go" && <span class="engine-found"> ({t("settings.gnugoFound")})</span>}
      </p>
      <p class="engine-detail selectable">{t("settings.program", { program: engine.program })}</p>
      {engine.args.length > 0 && (
        <p class="engine-detail selectable">{t("settings.args", { args: engine.args.join(" ") })}</p>
      )}
      <p class="engine-detail">
        {identity ? t("settings.identity", { name: identity.name, version: identity.version }) : t("settings.silent")}
      </p>
      <div class="controls-row">
        <button type="button" disabled={busy} aria-label={t("settings.testOf", { engine: label })} onClick={onTest}>
          {t("settings.test")}
        </button>
        {onRemove && (
          <button
            type="button"
            disabled={busy}
            aria-label={t("settings.removeOf", { engine: label })}
            onClick={onRemove}
          >
            {t("settings.remove")}
          </button>
        )}
      </div>
      {test && <EngineTestResult test={test} />}
    </li>
  );
}

/** The section's content. */
export function EnginesSection({ ipc }: { ipc: LogoIpc }) {
  const [list, setList] = useState<EngineList | null>(null);
  const [tests, setTests] = useState<Record<string, EngineTest>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const fail = (reason: unknown) => setNotice({ kind: "failed", error: toCommandError(reason) });
  useEffect(() => {
    ipc.engineList().then(setList, fail);
  }, [ipc]);
  const busy = notice?.kind === "busy";
  const work = <T,>(call: Promise<T>, done: (value: T) => void) => {
    setNotice({ kind: "busy" });
    call.then((value) => {
      setNotice(null);
      done(value);
    }, fail);
  };
  const test = (id: string) => work(ipc.engineTest(id), (result) => setTests((all) => ({ ...all, [id]: result })));
  const remove = (id: string) =>
    work(ipc.engineRemove(id), (next) => {
      setList(next);
      setNotice({ kind: "done", text: t("settings.removed") });
    });

  if (!list) {
    return <p role="status">{notice?.kind === "failed" ? errorMessage(notice.error) : t("settings.loading")}</p>;
  }
  const hasGnugo = list.engines.some((e) => e.kind === "gnu_go");
  return (
    <div class="engines">
      <p>{t("settings.enginesIntro")}</p>
      {!hasGnugo && <p class="engines-note">{t("settings.noGnugo")}</p>}
      {list.unreadable && <p role="alert">{t("settings.unreadable")}</p>}
      <ul class="engine-list" id="engine-list">
        {list.engines.map((engine) => (
          <EngineRow
            key={engine.id}
            engine={engine}
            test={tests[engine.id]}
            busy={busy}
            onTest={() => test(engine.id)}
            onRemove={engine.kind === "custom" && !list.unreadable ? () => remove(engine.id) : null}
          />
        ))}
      </ul>
      <AddEngineForm ipc={ipc} list={list} busy={busy} work={work} onAdded={setList} notify={setNotice} />
      <p class="engines-notice" id="engines-notice" role={notice?.kind === "failed" ? "alert" : "status"}>
        {notice?.kind === "busy" && t("settings.testing")}
        {notice?.kind === "done" && notice.text}
        {notice?.kind === "failed" && errorMessage(notice.error)}
      </p>
    </div>
  );
}
