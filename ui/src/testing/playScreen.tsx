//! The play screen as the shell shows it, for component tests: with the
//! boards' look from the (fake) backend and TEACH and what-if callbacks.
//! Test support only; no production module imports this.

import type { GameView, LogoIpc } from "../ipc";
import { useBoardLook } from "../features/coords/useBoardLook";
import { PlayScreen } from "../features/play/PlayScreen";

interface Props {
  ipc: LogoIpc;
  initial: GameView;
  onTeach?: () => void;
  onWhatIf?: () => void;
}

/** `PlayScreen` with its look held as the shell holds it. */
export function PlayScreenWithLook({ ipc, initial, onTeach, onWhatIf }: Props) {
  const look = useBoardLook(ipc);
  const none = () => {};
  return <PlayScreen ipc={ipc} initial={initial} look={look} onTeach={onTeach ?? none} onWhatIf={onWhatIf ?? none} />;
}
