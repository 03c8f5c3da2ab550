//! Ctrl+T enters teaching from the screen that calls this (play, review,
//! lessons), on the whole window except while typing in a field or inside
//! a dialog. The T counts on any keyboard layout (`latinLetter`).

import { useEffect, useRef } from "preact/hooks";
import { latinLetter } from "../../common/keys";

/** Listens while the calling component is mounted; `enter` is not called while it is `null`. */
export function useEnterTeachKey(enter: (() => void) | null): void {
  const latest = useRef(enter);
  latest.current = enter;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey || latinLetter(event) !== "t") return;
      const target = event.target;
      if (target instanceof Element && target.closest("input, textarea, select, [role='dialog']")) return;
      if (!latest.current) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
