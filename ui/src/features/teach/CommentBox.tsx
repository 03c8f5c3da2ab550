//! The comment of the node shown: a text field that starts from the node's
//! comment, and a button (or Ctrl+Enter) that sets it; an empty text
//! removes it. Going to another node shows that node's comment. Ctrl+M
//! (see `useTeachKeys`) jumps into the field. Once the comment is set, a
//! line under the button says so for a few seconds (`applied`); the screen's
//! live region says it to screen readers.

import { useEffect, useState } from "preact/hooks";
import type { JSX } from "preact";
import type { Flash } from "../../common/useFlash";
import { t } from "../../i18n";
import { controlBadge } from "./tools";

interface CommentBoxProps {
  /** The node's comment as the record has it. */
  comment: string | null;
  /** Which node it belongs to: a new node resets the field. */
  node: number;
  onSet: (text: string) => void;
  /** The confirmation that the comment was set, while it shows. */
  applied: Flash | null;
}

/** Edits the node's comment. */
export function CommentBox({ comment, node, onSet, applied }: CommentBoxProps) {
  const [text, setText] = useState(comment ?? "");
  useEffect(() => setText(comment ?? ""), [node, comment]);
  const changed = text !== (comment ?? "");
  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && event.ctrlKey) {
      event.preventDefault();
      if (changed) onSet(text);
    }
  };
  return (
    <section class="teach-comment" aria-labelledby="teach-comment-label">
      <label id="teach-comment-label" for="teach-comment-text">
        {t("teach.comment")} <kbd aria-hidden="true">{controlBadge("m")}</kbd>
      </label>
      <textarea
        id="teach-comment-text"
        rows={4}
        value={text}
        aria-keyshortcuts="Control+M Control+Enter"
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" id="teach-comment-set" disabled={!changed} onClick={() => onSet(text)}>
        {t("teach.commentSet")}
      </button>
      {applied && (
        // For the eye: the live region announces the same words.
        <p key={applied.serial} id="teach-comment-applied" class="flash" aria-hidden="true">
          {applied.text}
        </p>
      )}
    </section>
  );
}
