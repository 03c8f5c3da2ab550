//! A question before something that cannot simply be taken back: a modal
//! with the question, a button named for the action (never just "OK") and
//! one that cancels. Escape and the cancel button both answer no.

import { Modal } from "./Modal";

interface ConfirmProps {
  /** The dialog's element id. */
  id: string;
  /** The action button's element id. */
  yesId: string;
  title: string;
  body: string;
  /** The action button's label. */
  yes: string;
  /** The cancel button's label. */
  no: string;
  /** Marks the action as destructive (a delete). */
  danger?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** Asks `title` / `body`; calls `onYes` or `onNo`. */
export function Confirm({ id, yesId, title, body, yes, no, danger = false, onYes, onNo }: ConfirmProps) {
  return (
    <Modal id={id} title={title} onClose={onNo}>
      <p>{body}</p>
      <div class="modal-actions">
        <button type="button" class={danger ? "danger" : "primary"} id={yesId} onClick={onYes}>
          {yes}
        </button>
        <button type="button" onClick={onNo}>
          {no}
        </button>
      </div>
    </Modal>
  );
}
