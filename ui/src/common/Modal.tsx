//! An accessible modal dialog: labelled by its title, focus moves in on
//! open and back to the opener on close, Tab and Shift+Tab stay inside,
//! Escape closes. The backdrop covers the page so nothing behind is clickable.

import { useEffect, useRef } from "preact/hooks";
import type { ComponentChildren, JSX } from "preact";
import "./common.css";

interface ModalProps {
  /** The dialog's element id (a stable test selector). */
  id: string;
  title: string;
  onClose: () => void;
  children: ComponentChildren;
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => !e.hasAttribute("disabled"));
}

/** A modal dialog around `children`. */
export function Modal({ id, title, onClose, children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    const first = box.current && focusables(box.current)[0];
    (first ?? box.current)?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !box.current) return;
    const all = focusables(box.current);
    const first = all[0];
    const last = all[all.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div class="modal-backdrop">
      <div
        id={id}
        class="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        ref={box}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} class="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
