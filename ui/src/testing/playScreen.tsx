//! The play screen as the shell shows it, for component tests: with the
//! boards' look from the (fake) backend and a TEACH callback to observe.
//! Test support only; no production module imports this.

import type { GameView, LogoIpc } from "../ipc";
import { useBoardLook } from "../features/coords/useBoardLook";
import { PlayScreen } from "../features/play/PlayScreen";

/** `PlayScreen` with its look held as the shell holds it. */
export function PlayScreenWithLook(props: { ipc: LogoIpc; initial: GameView; onTeach?: () => void }) {
  const look = useBoardLook(props.ipc);
  return <PlayScreen ipc={props.ipc} initial={props.initial} look={look} onTeach={props.onTeach ?? (() => {})} />;
}
