//! The backend plumbing every screen hook needs, written once: run an IPC
//! call, take only the latest answer, keep the latest failure as data (until
//! the next answer), and put sentences into the live region. Screens decide
//! what an answer means; this module decides when an answer still counts.

import { useEffect, useRef, useState } from "preact/hooks";
import { errorMessage } from "../i18n/errors";
import { toCommandError } from "../ipc";
import type { CommandError } from "../ipc";
import { useAnnouncer } from "./useAnnouncer";
import type { Announcement } from "./useAnnouncer";

/** How `run` treats a failure beyond recording it. */
export interface RunOptions {
  /** Called with the failure after it was recorded and said. */
  onFailure?: (failure: CommandError) => void;
  /** A quiet call's failure is neither recorded nor said (`onFailure` still hears of it). */
  quiet?: boolean;
  /** Only calls on the same channel supersede each other (default: one channel for all). */
  channel?: string;
}

/** A hook's link to the backend: its failure, its live region, and the calls it runs. */
export interface BackendCalls {
  /** The latest failure, until an answer is taken or `clearFailure`. */
  failure: CommandError | null;
  announcement: Announcement;
  /** Puts a sentence into the live region (an empty text says nothing). */
  say: (text: string) => void;
  /**
   * Runs `call`. Its answer is taken (the failure cleared, then `onAnswer`
   * called) unless the component is gone, `forget` was called after it was
   * sent, or the answer of a call sent later on its channel was already
   * taken: whatever order answers arrive in, the latest call's stays. A rejection counts
   * under the same first two conditions: it is recorded, said and passed to
   * `onFailure`. Resolves to whether the backend did it; never rejects.
   */
  run: <T>(call: () => Promise<T>, onAnswer: (answer: T) => void, options?: RunOptions) => Promise<boolean>;
  /** Records and says a failure that came another way (`run` does this itself). */
  fail: (reason: unknown) => void;
  clearFailure: () => void;
  /** Drops the answers and failures of every call sent so far: what they asked for is no longer wanted. */
  forget: () => void;
}

/** The rejection `reason` as data; an unexpected one also goes to the developer console. */
export function commandFailure(reason: unknown): CommandError {
  const failure = toCommandError(reason);
  if (failure.code === "unexpected") console.error("LoGo command failed:", failure.detail);
  return failure;
}

/** One component's link to the backend; nothing is set once it is unmounted. */
export function useBackendCall(): BackendCalls {
  const [failure, setFailure] = useState<CommandError | null>(null);
  const { announcement, say } = useAnnouncer();
  const mounted = useRef(true);
  const sent = useRef(0);
  const taken = useRef(new Map<string, number>());
  const forgotten = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const record = (found: CommandError) => {
    setFailure(found);
    say(errorMessage(found));
  };
  const run = async <T>(call: () => Promise<T>, onAnswer: (answer: T) => void, options: RunOptions = {}) => {
    const serial = ++sent.current;
    const wanted = () => mounted.current && serial > forgotten.current;
    let answer: T;
    try {
      answer = await call();
    } catch (reason) {
      if (wanted()) {
        const found = commandFailure(reason);
        if (!options.quiet) record(found);
        options.onFailure?.(found);
      }
      return false;
    }
    const channel = options.channel ?? "";
    if (wanted() && serial > (taken.current.get(channel) ?? 0)) {
      taken.current.set(channel, serial);
      setFailure(null);
      onAnswer(answer);
    }
    return true;
  };
  return {
    failure,
    announcement,
    say,
    run,
    fail: (reason) => record(commandFailure(reason)),
    clearFailure: () => setFailure(null),
    forget: () => {
      forgotten.current = sent.current;
    },
  };
}
