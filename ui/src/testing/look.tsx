//! The boards' look as the shell holds it, for component tests of screens
//! that take it as a prop. Test support only; no production module imports this.

import type { ComponentChild } from "preact";
import { useBoardLook } from "../features/coords/useBoardLook";
import type { BoardLook } from "../features/coords/useBoardLook";
import type { LogoIpc } from "../ipc";

/** Renders `children` with the look loaded from the (fake) backend. */
export function WithLook({ ipc, children }: { ipc: LogoIpc; children: (look: BoardLook) => ComponentChild }) {
  const look = useBoardLook(ipc);
  return <>{children(look)}</>;
}
