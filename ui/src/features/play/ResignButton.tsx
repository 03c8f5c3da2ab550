//! Resigning in two steps: "Aufgeben" opens a question naming the side to
//! move, with the confirming button and a Cancel that has the focus, so a
//! stray Enter never ends the game.

import { useEffect, useRef, useState } from "preact/hooks";
import type { Color } from "../../ipc";
import { t } from "../../i18n";
import { colorName } from "../../common/describeGame";

interface ResignButtonProps {
  /** The side that would resign: the side to move. */
  resigner: Color;
  disabled: boolean;
  onResign: () => void;
}

/** The Resign button and its confirmation step. */
export function ResignButton({ resigner, disabled, onResign }: ResignButtonProps) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const open = asking && !disabled;
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);

  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  const color = colorName(resigner);
  return (
    <>
      <button
        type="button"
        id="btn-resign"
        ref={opener}
        disabled={disabled}
        aria-expanded={open}
        onClick={() => setAsking(true)}
      >
        {t("play.resign")}
      </button>
      {open && (
        <div class="controls-confirm" role="group" aria-labelledby="resign-question">
          <p id="resign-question">{t("play.resignQuestion", { color })}</p>
          <button
            type="button"
            id="btn-resign-confirm"
            class="danger"
            onClick={() => {
              setAsking(false);
              onResign();
            }}
          >
            {t("play.resignConfirm", { color })}
          </button>
          <button type="button" ref={cancel} onClick={close}>
            {t("play.cancel")}
          </button>
        </div>
      )}
    </>
  );
}
