//! What an engine answered when tested: name, version, protocol and how
//! many commands it knows, with the commands themselves folded away.

import { t } from "../../i18n";
import type { EngineTest } from "../../ipc";

/** The result line and the folded command list. */
export function EngineTestResult({ test }: { test: EngineTest }) {
  const { identity, protocol_version: protocol, commands } = test;
  return (
    <div class="engine-test" role="status">
      <p>
        {t("settings.testResult", { name: identity.name, version: identity.version, protocol, n: commands.length })}
      </p>
      <details>
        <summary>{t("settings.commands")}</summary>
        <p class="selectable">{commands.join(" ")}</p>
      </details>
    </div>
  );
}
