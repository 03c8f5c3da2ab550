//! Choosing a game from a collection: every game of the file with its
//! players, name, date and length; games LoGo cannot show say why.

import { t } from "../../i18n";
import type { ConvertError, GameEntry, OpenedFile } from "../../ipc";

/** Why a game cannot be shown, briefly. */
export function refusalText(reason: ConvertError): string {
  switch (reason.code) {
    case "unsupported_board_size":
      return t("review.refusedSize", { width: reason.width, height: reason.height });
    case "bad_board_size":
      return t("review.refusedBadSize", { raw: reason.raw });
    case "not_go":
      return t("review.refusedNotGo", { game: reason.game });
  }
}

/** "3: Kuroda – Weiß, Varianten zum Üben, 2024-05-11, 120 Züge". */
export function entryTitle(entry: GameEntry): string {
  const number = entry.index + 1;
  if (!entry.info) return `${number}: ${entry.refused ? refusalText(entry.refused) : ""}`;
  const { players, game_name, date } = entry.info;
  const parts = [
    t("review.entryPlayers", { black: players.B.name ?? t("color.B"), white: players.W.name ?? t("color.W") }),
  ];
  if (game_name) parts.push(game_name);
  if (date.text) parts.push(date.text);
  parts.push(t("review.entryMoves", { n: entry.moves }));
  return `${number}: ${parts.join(", ")}`;
}

/** The list of games to choose from. */
export function GameChooser({ file, onChoose }: { file: OpenedFile; onChoose: (index: number) => void }) {
  return (
    <section id="game-chooser" class="review-chooser" aria-labelledby="game-chooser-title">
      <h2 id="game-chooser-title">{t("review.chooserTitle", { n: file.games.length, file: file.file_name })}</h2>
      <ul>
        {file.games.map((entry) => (
          <li key={entry.index}>
            <button
              type="button"
              data-game={entry.index}
              disabled={entry.refused !== null}
              onClick={() => onChoose(entry.index)}
            >
              {entryTitle(entry)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
