import { memo, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { type LogItem, undoneSeqs } from "../session/log-item.ts";
import type { Words } from "../words/words.ts";
import { EVENT_CATEGORIES, eventCategory } from "./event-category.ts";
import { formatEvent, ruleOf } from "./format-event.ts";
import { ruleCitation } from "./rule-citation.ts";
import { saysNothing } from "./says-nothing.ts";
import { stepLine } from "./step-line.ts";

interface Props {
  readonly words: Words;
  readonly items: readonly LogItem[];
  readonly seatName: (seat: string) => string;
}

/** Every command and event of the game, newest first, filterable by event type, each with its rule. */
export const EventLog = memo(function EventLog({ words, items, seatName }: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const [filter, setFilter] = useState("");
  const present = useMemo(
    () => new Set(items.flatMap((i) => i.events.map((e) => eventCategory(e.type)))),
    [items],
  );
  const types = EVENT_CATEGORIES.filter((c) => present.has(c));
  const shows = (type: string) => filter === "" || eventCategory(type) === filter;
  const told = (e: LogItem["events"][number]) => !saysNothing(e) && shows(e.type);
  const undone = useMemo(() => undoneSeqs(items), [items]);
  const shown = [...items].reverse().filter((i) => filter === "" || i.events.some(told));
  return (
    <section className="event-log" aria-labelledby="log-title">
      <h2 id="log-title">{t("log.title")}</h2>
      <label>
        {t("log.filter")}{" "}
        <select value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="log-filter">
          <option value="">{t("log.all")}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`log.category_${type}`, { context: words.points })}
            </option>
          ))}
        </select>
      </label>
      {items.length === 0 && <p>{t("log.empty")}</p>}
      <ol className="log-items" data-testid="log">
        {shown.map((item) => (
          <li key={item.seq} className={undone.has(item.seq) ? "undone" : undefined}>
            <p className="log-command">
              {stepLine(item, t, words, seatName)}
              {undone.has(item.seq) && <em> ({t("log.undone")})</em>}
            </p>
            <ul>
              {item.events.filter(told).map((e, i) => {
                const rule = ruleOf(e);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: events of a step are in order and never move.
                  <li key={i} data-event={e.type}>
                    {formatEvent(words, e, item.zombieTypes)}
                    {rule && (
                      <small className="rule">
                        {" "}
                        — {t("log.rule", { rule: ruleCitation(t, i18n.language, rule) })}
                      </small>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
});
