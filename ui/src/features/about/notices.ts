//! The third-party notices (`src-tauri/THIRD-PARTY-NOTICES.txt`, written by
//! `scripts/licences.mjs`; the Linux packages install the same file) as text.
//! Only `Notices.tsx` imports this module, and only dynamically, so its
//! quarter megabyte stays in a chunk of its own that is loaded when someone
//! asks for the licence texts, never at start.

import text from "../../../../src-tauri/THIRD-PARTY-NOTICES.txt?raw";

/** The whole notices file. */
export const notices: string = text;
