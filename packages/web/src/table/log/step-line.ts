import type { TFunction } from "i18next";
import { commandWords } from "../actions/command-words.ts";
import type { LogItem } from "../session/log-item.ts";
import type { Words } from "../words/words.ts";

/** A log step's own line, before its events: the setup, an undo, or the command with its number and seat. */
export function stepLine(
  item: LogItem,
  t: TFunction,
  words: Words,
  seatName: (seat: string) => string,
): string {
  if (item.kind === "undo") return t("log.undoEntry", { seat: seatName(item.seat), seq: item.undoes });
  if (item.kind === "setup") return t("log.setupEntry");
  return t("log.commandEntry", {
    seq: item.seq,
    seat: seatName(item.seat),
    command: item.command ? commandWords(words, item.command) : "",
  });
}
