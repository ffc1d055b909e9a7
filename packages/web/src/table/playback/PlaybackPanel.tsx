import type { ZombicideEvent } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { formatEvent, ruleOf } from "../log/format-event.ts";
import { ruleCitation } from "../log/rule-citation.ts";
import type { Words } from "../words/words.ts";
import type { PlaybackKind } from "./playback-frames.ts";
import { SPEEDS, type Speed, type usePlayback } from "./use-playback.ts";

interface Props {
  readonly words: Words;
  readonly events: readonly ZombicideEvent[];
  readonly types: Readonly<Record<string, string>>;
  readonly playback: ReturnType<typeof usePlayback>;
  /** The Zombies' phase, or zombies acting during a player's turn (a building's spawn, a Car Attack). */
  readonly kind: PlaybackKind;
}

const PLAYBACK_TITLES = {
  phase: "playback.title",
  building: "playback.title_building",
  "car-attack": "playback.title_carAttack",
  "during-turn": "playback.title_turn",
} as const satisfies Record<PlaybackKind, string>;

/** The zombies' phase step by step: what happens now in words (with its rule), play/pause, next, speed, skip. */
export function PlaybackPanel({ words, events, types, playback: p, kind }: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const current = events[Math.min(p.index, events.length - 1)];
  const rule = current ? ruleOf(current) : null;
  return (
    <section className="playback" aria-labelledby="playback-title" data-testid="playback">
      <h2 id="playback-title">{t(PLAYBACK_TITLES[kind])}</h2>
      <p className="playback-step">
        {t("playback.step", { n: Math.min(p.index + 1, events.length), total: events.length })}
      </p>
      <p aria-live="polite" className="playback-text" data-testid="playback-text">
        {current ? formatEvent(words, current, types) : ""}
        {rule && (
          <small className="rule"> — {t("log.rule", { rule: ruleCitation(t, i18n.language, rule) })}</small>
        )}
      </p>
      <div className="playback-controls">
        <button type="button" onClick={p.toggle}>
          {p.playing ? t("playback.pause") : t("playback.play")}
        </button>
        <button type="button" onClick={p.next}>
          {t("playback.next")}
        </button>
        <button type="button" onClick={p.skip} data-testid="playback-skip">
          {t("playback.skip")}
        </button>
        <label>
          {t("playback.speed")}{" "}
          <select value={p.speed} onChange={(e) => p.setSpeed(e.target.value as Speed)}>
            {(Object.keys(SPEEDS) as Speed[]).map((s) => (
              <option key={s} value={s}>
                {t(`playback.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
