import { nightView, type ZombicideEvent, type ZombicideState, type ZombicideView } from "@horda/zombicide";
import { memo, useMemo } from "react";
import { formatEvent } from "../log/format-event.ts";
import type { LogItem } from "../session/log-item.ts";
import type { Words } from "../words/words.ts";
import { goalLines, loseLines, type ProgressLine, ruleLines } from "./mission-progress.ts";

type Names = { readonly en?: string; readonly "pt-BR"?: string };

/** Mission events worth showing beside the goals (not only in the log). */
const MISSION_EVENTS: ReadonlySet<string> = new Set([
  "MissionMessage",
  "MissionDoorsOpened",
  "DoorsUnlocked",
  "SpawnsActivated",
  "SpawnsDeactivated",
  "GoalReached",
  "CounterChanged",
]);

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  /** Where the Clock is read (a playback frame's state); the view when absent. */
  readonly clockOf?: ZombicideView | ZombicideState;
  readonly title: string;
  readonly briefing?: Names | undefined;
  readonly items: readonly LogItem[];
}

function Lines({ lines, testId }: { readonly lines: readonly ProgressLine[]; readonly testId: string }) {
  return (
    <ul className="mission-lines" data-testid={testId}>
      {lines.map((l) => (
        <li key={l.key} className={l.done ? "done" : undefined}>
          {l.done !== null && <span aria-hidden="true">{l.done ? "✓ " : "○ "}</span>}
          {l.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mission always in view: its title, the briefing (folded), the goals with their progress, what loses the
 * game, the special rules in short, and the mission events so far (a door unlocked, a message) where the goals are.
 */
export const MissionPanel = memo(function MissionPanel({
  words,
  view,
  clockOf,
  title,
  briefing,
  items,
}: Props) {
  const { t } = words;
  const happened = useMemo(() => {
    const out: { key: string; text: string }[] = [];
    for (const item of items) {
      if (item.kind !== "command") continue;
      item.events.forEach((e: ZombicideEvent, i) => {
        if (MISSION_EVENTS.has(e.type))
          out.push({ key: `${item.seq}-${i}`, text: formatEvent(words, e, item.zombieTypes) });
      });
    }
    return out.slice(-4).reverse();
  }, [items, words]);
  const clock = nightView((clockOf ?? view) as unknown as ZombicideState);
  const clockLine = clock && (
    <p
      className={`mission-clock${clock.night ? " night" : ""}`}
      data-testid="clock"
      data-night={clock.night ? "yes" : "no"}
    >
      <span aria-hidden="true">{clock.night ? "☾ " : "☀ "}</span>
      {t(clock.night ? "mission.clockNight" : "mission.clockDay", { hour: clock.hour })}
    </p>
  );
  if (!view.mission)
    return (
      <section className="mission-panel" aria-labelledby="mission-title" data-testid="mission">
        <h2 id="mission-title">{title}</h2>
        <p className="hint">{t("mission.none")}</p>
        {clockLine}
      </section>
    );
  return (
    <section className="mission-panel" aria-labelledby="mission-title" data-testid="mission">
      <div className="mission-row">
        <h2 id="mission-title">{words.text(view.mission.names) || title}</h2>
        <span className="mission-label">{t("mission.goals")}:</span>
        <Lines lines={goalLines(words, view)} testId="mission-goals" />
      </div>
      {clockLine}
      {happened.length > 0 && (
        <ul className="mission-lines mission-events" data-testid="mission-events">
          {happened.slice(0, 2).map((h) => (
            <li key={h.key}>{h.text}</li>
          ))}
        </ul>
      )}
      <div className="mission-row">
        <span className="mission-label">{t("mission.lose")}:</span>
        <Lines lines={loseLines(words, view)} testId="mission-lose" />
      </div>
      <details className="mission-more">
        <summary>
          {t("mission.briefing")}
          {view.mission.rules.length > 0 && <> · {t("mission.rules")}</>}
        </summary>
        {briefing && <p className="mission-briefing">{words.text(briefing)}</p>}
        {view.mission.rules.length > 0 && (
          <>
            <h3>{t("mission.rules")}</h3>
            <Lines lines={ruleLines(words, view)} testId="mission-rules" />
          </>
        )}
        {happened.length > 2 && (
          <>
            <h3>{t("mission.happened")}</h3>
            <ul className="mission-lines">
              {happened.map((h) => (
                <li key={h.key}>{h.text}</li>
              ))}
            </ul>
          </>
        )}
      </details>
    </section>
  );
});
