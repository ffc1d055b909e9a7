import { memo } from "react";
import { formatEvent } from "../log/format-event.ts";
import { saysNothing } from "../log/says-nothing.ts";
import { stepLine } from "../log/step-line.ts";
import type { LogItem } from "../session/log-item.ts";
import type { Words } from "../words/words.ts";

interface Props {
  readonly words: Words;
  readonly items: readonly LogItem[];
  readonly seatName: (seat: string) => string;
  /** How many lines to show, newest first. */
  readonly lines?: number;
}

/** The newest log lines beside the controls, so what just happened is seen without scrolling to the log. */
export const LogTail = memo(function LogTail({ words, items, seatName, lines = 6 }: Props) {
  const { t } = words;
  // Newest step first; each step reads as its command, then its last events in their order.
  const out: { key: string; text: string; command: boolean }[] = [];
  for (let i = items.length - 1; i >= 0 && out.length < lines; i--) {
    const item = items[i] as LogItem;
    out.push({
      key: `${item.seq}-c`,
      command: true,
      text: stepLine(item, t, words, seatName),
    });
    const room = Math.max(1, lines - out.length);
    item.events
      .filter((e) => !saysNothing(e))
      .slice(-room)
      .forEach((e, j) => {
        out.push({ key: `${item.seq}-e${j}`, text: formatEvent(words, e, item.zombieTypes), command: false });
      });
  }
  if (out.length === 0) return null;
  return (
    <section className="log-tail" aria-label={t("shell.latest")} data-testid="log-tail">
      <h2>{t("shell.latest")}</h2>
      <ol>
        {out.slice(0, lines).map((l) => (
          <li key={l.key} className={l.command ? "log-command" : undefined}>
            {l.text}
          </li>
        ))}
      </ol>
      <a href="#log-title" className="hint">
        {t("shell.fullLog")}
      </a>
    </section>
  );
});
