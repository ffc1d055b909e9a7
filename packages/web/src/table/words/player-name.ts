import type { TFunction } from "i18next";

/** The default player names the new-game form gives, in every language the table speaks. */
const DEFAULT_NAME = /^(Player|Jogador) (\d+)$/;

/**
 * A player's name as the table shows it: a name typed by the players as typed; a default one ("Player 2",
 * "Jogador 2") in the language chosen now, so switching languages mid-game renames the defaults too.
 */
export function playerName(t: TFunction, name: string): string {
  const m = DEFAULT_NAME.exec(name);
  return m ? t("newGame.player", { n: Number(m[2]) }) : name;
}
