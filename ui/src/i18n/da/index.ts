//! Danish: the same feature files as German's
//! (`../de`), each typed to have exactly German's keys.

import type { Messages } from "../messages";
import { about } from "./about";
import { app } from "./app";
import { board } from "./board";
import { common } from "./common";
import { coords } from "./coords";
import { engine } from "./engine";
import { errors } from "./errors";
import { gameInfo } from "./gameInfo";
import { glossary } from "./glossary";
import { language } from "./language";
import { lessons } from "./lessons";
import { library } from "./library";
import { libraryImport } from "./libraryImport";
import { newGame } from "./newGame";
import { play } from "./play";
import { review } from "./review";
import { score } from "./score";
import { settings } from "./settings";
import { sgfWarnings } from "./sgfWarnings";
import { teach } from "./teach";
import { why } from "./why";

/** Every Danish text by key. */
export const da: Messages = {
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
  ...coords,
  ...teach,
  ...engine,
  ...settings,
  ...lessons,
  ...why,
  ...glossary,
  ...about,
  ...language,
};
