//! German, LoGo's first language and the reference for every other: its
//! keys and ICU arguments are the ones each language must have. One file per
//! feature; this index puts them together.

import { app } from "./app";
import { board } from "./board";
import { common } from "./common";
import { errors } from "./errors";
import { gameInfo } from "./gameInfo";
import { library } from "./library";
import { libraryImport } from "./libraryImport";
import { newGame } from "./newGame";
import { play } from "./play";
import { review } from "./review";
import { score } from "./score";
import { sgfWarnings } from "./sgfWarnings";

/** Every German text by key. */
export const de = {
  ...app,
  ...common,
  ...errors,
  ...board,
  ...play,
  ...score,
  ...newGame,
  ...review,
  ...gameInfo,
  ...sgfWarnings,
  ...library,
  ...libraryImport,
} as const;
