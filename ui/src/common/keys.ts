//! Letter shortcuts on any keyboard layout. A shortcut such as B, Shift+B
//! or Ctrl+Z names a Latin letter. When the key types a Latin letter, that
//! letter counts (so AZERTY, QWERTZ or Dvorak users press the key marked
//! with it); when it types a letter of another alphabet (Russian: the B key
//! types "и"), the letter of the physical key counts (`event.code` "KeyB").
//! Digits and punctuation never stand for a letter, so "," on AZERTY (which
//! sits where US keyboards have M) is not Ctrl+M. Only shortcut handlers ask
//! this; typing into fields is not affected.

/** The lower-case Latin letter (a–z) a key press stands for, or `null` when it stands for none. */
export function latinLetter(event: Pick<KeyboardEvent, "key" | "code">): string | null {
  const { key, code } = event;
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  if (!/^\p{L}$/u.test(key)) return null;
  const physical = /^Key([A-Z])$/.exec(code ?? "");
  return physical?.[1] ? physical[1].toLowerCase() : null;
}
