//! What the engine settings say about the latest action on an engine: still
//! busy, done (a sentence), or failed (the backend's error, worded where it is
//! shown). Its own module, so the section and the form that set it share it
//! without importing each other.

import type { CommandError } from "../../ipc";

/** The state of the latest action on an engine. */
export type Notice = { kind: "busy" } | { kind: "done"; text: string } | { kind: "failed"; error: CommandError };
