//! Adding a Go program: its program is chosen in the native file dialog
//! (the page never names a path), its arguments and a name are typed; Test
//! starts it and shows what it says, Add tests it and keeps it in the list.

import { useState } from "preact/hooks";
import { TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { EngineList, EngineTest, LogoIpc } from "../../ipc";
import type { Notice } from "./notice";
import { EngineTestResult } from "./EngineTestResult";

interface AddEngineFormProps {
  ipc: LogoIpc;
  list: EngineList;
  busy: boolean;
  /** Runs a call with the busy notice shown, then `done` with its answer (a failure becomes the notice). */
  work: <T>(call: Promise<T>, done: (value: T) => void) => void;
  onAdded: (list: EngineList) => void;
  notify: (notice: Notice | null) => void;
}

/** The form `#engine-add`. */
export function AddEngineForm({ ipc, list, busy, work, onAdded, notify }: AddEngineFormProps) {
  const [chosen, setChosen] = useState<string | null>(list.chosen_program);
  const [args, setArgs] = useState("");
  const [name, setName] = useState("");
  const [test, setTest] = useState<EngineTest | null>(null);
  const locked = busy || list.unreadable;
  const choose = () =>
    work(ipc.engineChooseProgram(t("settings.chooseTitle")), (program) => {
      if (program !== null) {
        setChosen(program);
        setTest(null);
      }
    });
  const add = () =>
    work(ipc.engineAdd(name, args), (next) => {
      onAdded(next);
      notify({ kind: "done", text: t("settings.added", { engine: name.trim() || (chosen ?? "") }) });
      setChosen(null);
      setArgs("");
      setName("");
      setTest(null);
    });
  return (
    <div class="engine-add" id="engine-add" role="group" aria-labelledby="engine-add-title">
      <h3 id="engine-add-title">{t("settings.addTitle")}</h3>
      <div class="controls-row">
        <button type="button" id="btn-engine-choose" disabled={locked} onClick={choose}>
          {t("settings.choose")}
        </button>
      </div>
      <p class="engine-detail selectable" id="engine-chosen">
        {chosen ? t("settings.chosen", { program: chosen }) : t("settings.nothingChosen")}
      </p>
      <TextField id="engine-args" label={t("settings.argsField")} error={null} value={args} onValue={setArgs} />
      <TextField id="engine-name" label={t("settings.nameField")} error={null} value={name} onValue={setName} />
      <div class="controls-row">
        <button
          type="button"
          id="btn-engine-test-chosen"
          disabled={locked || !chosen}
          onClick={() => work(ipc.engineTestChosen(args), setTest)}
        >
          {t("settings.testChosen")}
        </button>
        <button type="button" id="btn-engine-add" class="primary" disabled={locked || !chosen} onClick={add}>
          {t("settings.add")}
        </button>
      </div>
      {test && <EngineTestResult test={test} />}
    </div>
  );
}
