//! The question before unsaved teaching work would be lost (leaving the
//! board, or opening another one from play, review or a lesson): save the
//! whole record as an SGF file and go on, discard it and go on, or cancel
//! and stay. Shown by the app shell, so it appears on whichever screen
//! asked; Escape cancels.

import { Modal } from "../../common/Modal";
import { t } from "../../i18n";
import type { UnsavedQuestion } from "./useTeach";

/** Asks what becomes of the unsaved teaching board. */
export function UnsavedDialog({ question }: { question: UnsavedQuestion }) {
  return (
    <Modal id="teach-unsaved" title={t("teach.unsaved.title")} onClose={question.cancel}>
      <p>{t("teach.unsaved.body")}</p>
      <div class="modal-actions">
        <button type="button" class="primary" id="teach-unsaved-save" onClick={question.save}>
          {t("teach.unsaved.save")}
        </button>
        <button type="button" class="danger" id="teach-unsaved-discard" onClick={question.discard}>
          {t("teach.unsaved.discard")}
        </button>
        <button type="button" id="teach-unsaved-cancel" onClick={question.cancel}>
          {t("teach.unsaved.cancel")}
        </button>
      </div>
    </Modal>
  );
}
