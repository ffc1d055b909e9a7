import type { PackSet } from "@horda/content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizedName } from "../../app/localized-name.ts";
import { compareMissionIds } from "../../content/mission-order.ts";
import { BotSeatToggle } from "../../table-bots/BotSeatToggle.tsx";
import type { SpawnBand } from "../content/catalogs.ts";
import type { Playable } from "../content/playable.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { ModeSwitches } from "./ModeSwitches.tsx";
import { boxesOf, missionBoxes, survivorsFor } from "./mission-boxes.ts";
import { offeredOf } from "./offered.ts";
import { type NewGameOptions, newSeed } from "./options.ts";
import { SurvivorPicker } from "./SurvivorPicker.tsx";

interface Props {
  readonly packs: PackSet;
  readonly playables: readonly Playable[];
  readonly initial: string | null;
  readonly onStart: (o: NewGameOptions) => void;
  /**
   * The game opens as an online room: only the creator's name is asked here; the other players take their
   * seats with the room's link, and the host hands a seat to a bot at the table.
   */
  readonly online?: boolean;
}

const BANDS: readonly SpawnBand[] = ["easier", "harder", "both"];
const bandKey = { easier: "bandEasier", harder: "bandHarder", both: "bandBoth" } as const;

/**
 * The list's groups: each box's missions under the box's name, the families apart (2E, then Season 1, then
 * Black Plague; within one, the box of the gentlest mission first), then the bare maps. Within a box, missions with no number (a warm-up, Horda's own) keep the list's order, gentlest
 * first; the numbered ones (Rio's and Fort Hendrix's M1-M10) follow by number, as their books list them.
 */
const FAMILY = ["2e", "classic", "black-plague"];

function byBox(list: readonly Playable[]): { box: string | null; items: Playable[] }[] {
  const groups = new Map<string | null, Playable[]>();
  for (const p of list) {
    const box = p.kind === "mission" ? (p.box ?? null) : null;
    groups.set(box, [...(groups.get(box) ?? []), p]);
  }
  const maps = groups.get(null);
  groups.delete(null);
  const numbered = (p: Playable) => /\d/.test(p.key);
  const ordered = (items: Playable[]) => [
    ...items.filter((p) => !numbered(p)),
    ...items.filter(numbered).sort((a, b) => compareMissionIds(a.key, b.key)),
  ];
  const family = (items: Playable[]) => FAMILY.indexOf(items[0]?.mission?.ruleProfile ?? "2e");
  return [
    ...[...groups]
      .map(([box, items]) => ({ box, items: ordered(items) }))
      .sort((a, b) => family(a.items) - family(b.items)),
    ...(maps ? [{ box: null, items: maps }] : []),
  ];
}

/** The new-game form: mission or map, players, survivors per player, switches, spawn band, boxes, seed. */
export function NewGameForm({ packs, playables, initial, onStart, online = false }: Props) {
  const { t, i18n } = useTranslation(TABLE_NS);
  const { t: tApp } = useTranslation();
  const lang = i18n.language;
  const zombiePacks = Object.values(packs).filter((p) => p.manifest.game === "zombicide");
  const [o, setO] = useState<NewGameOptions>(() => {
    const p = playables.find((x) => x.key === initial) ?? playables[0];
    const boxes = missionBoxes(p, zombiePacks);
    return {
      playable: p?.key ?? "",
      players: [t("newGame.player", { n: 1 })],
      survivors: survivorsFor({}, p, zombiePacks, boxes),
      boxes,
      band: p?.band ?? "both",
      startingDeal: true,
      autoZombieChoices: false,
      sandbox: false,
      seed: newSeed(),
    };
  });
  const set = (patch: Partial<NewGameOptions>) => setO((prev) => ({ ...prev, ...patch }));
  const playable = playables.find((p) => p.key === o.playable);
  const setPlayers = (n: number) => {
    const players = Array.from({ length: n }, (_, i) => o.players[i] ?? t("newGame.player", { n: i + 1 }));
    const survivors = Object.fromEntries(Object.entries(o.survivors).filter(([, p]) => p < n));
    set({ players, survivors, bots: (o.bots ?? []).filter((b) => b < n) });
  };
  return (
    <form
      className="new-game-form"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(o);
      }}
    >
      <label>
        {t("newGame.mission")}{" "}
        <select
          value={o.playable}
          onChange={(e) => {
            const p = playables.find((x) => x.key === e.target.value);
            const boxes = missionBoxes(p, zombiePacks);
            set({
              playable: e.target.value,
              band: p?.band ?? o.band,
              boxes,
              survivors: survivorsFor(o.survivors, p, zombiePacks, boxes),
            });
          }}
        >
          {byBox(playables).map((group) => (
            <optgroup
              key={group.box ?? "maps"}
              label={
                group.box
                  ? t("newGame.boxGroup", {
                      box: localizedName(packs[group.box]?.manifest.names ?? {}, lang),
                    })
                  : t("newGame.mapGroup")
              }
            >
              {group.items.map((p) => (
                <option key={p.key} value={p.key}>
                  {localizedName(p.names, lang)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <p className="rule-profile" data-testid="rule-profile">
        <strong>{t("newGame.ruleProfile")}:</strong>{" "}
        {t(`newGame.profile.${playable?.mission?.ruleProfile ?? "2e"}`)}
      </p>
      {playable?.mission && (
        <p className="mission-difficulty" data-testid="mission-difficulty">
          <strong>{t("newGame.difficulty")}:</strong> {tApp(`home.difficulty_${playable.mission.difficulty}`)}
        </p>
      )}
      {playable?.briefing && (
        <p className="briefing">
          <strong>{t("newGame.briefing")}:</strong> {localizedName(playable.briefing, lang)}
        </p>
      )}
      <fieldset>
        <legend>{t(online ? "newGame.playersOnline" : "newGame.players")}</legend>
        <select
          aria-label={t(online ? "newGame.playersOnline" : "newGame.players")}
          value={o.players.length}
          onChange={(e) => setPlayers(Number(e.target.value))}
        >
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {o.players.map((name, i) =>
          online && i > 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: player slots are positions.
            <span key={i} className="player-slot online-guest" data-testid="online-guest-seat">
              {t("newGame.onlineGuest", { n: i + 1 })}
            </span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: player slots are positions.
            <span key={i} className="player-slot">
              <input
                aria-label={t(online ? "newGame.yourName" : "newGame.playerName", { n: i + 1 })}
                value={name}
                maxLength={40}
                onChange={(e) => set({ players: o.players.map((p, j) => (j === i ? e.target.value : p)) })}
              />
              {!online && (
                <BotSeatToggle
                  player={i}
                  checked={o.bots?.includes(i) ?? false}
                  onChange={(on) =>
                    set({ bots: on ? [...(o.bots ?? []), i] : (o.bots ?? []).filter((b) => b !== i) })
                  }
                />
              )}
            </span>
          ),
        )}
        {online && o.players.length > 1 && <p className="hint">{t("newGame.onlineSeatsHint")}</p>}
      </fieldset>
      <SurvivorPicker
        packs={zombiePacks.filter((p) => o.boxes.includes(p.manifest.id))}
        players={o.players}
        value={o.survivors}
        onChange={(survivors) => set({ survivors })}
        offered={offeredOf(playable)}
        wanted={playable?.mission?.survivors}
      />
      <fieldset>
        <legend>{t("newGame.options")}</legend>
        <label>
          <input
            type="checkbox"
            checked={o.startingDeal}
            onChange={(e) => set({ startingDeal: e.target.checked })}
          />{" "}
          {t("newGame.startingDeal")}
        </label>
        <label>
          <input
            type="checkbox"
            checked={o.autoZombieChoices}
            onChange={(e) => set({ autoZombieChoices: e.target.checked })}
          />{" "}
          {t("newGame.autoZombies")}
        </label>
        <label>
          <input type="checkbox" checked={o.sandbox} onChange={(e) => set({ sandbox: e.target.checked })} />{" "}
          {t("newGame.sandbox")}
        </label>
      </fieldset>
      <ModeSwitches
        modes={o.modes ?? []}
        undoAnything={o.undoAnything ?? false}
        fixed={playable?.modules}
        profile={playable?.mission?.ruleProfile ?? "2e"}
        onChange={set}
      />
      <fieldset>
        <legend>{t("newGame.band")}</legend>
        {BANDS.map((b) => (
          <label key={b}>
            <input type="radio" name="band" checked={o.band === b} onChange={() => set({ band: b })} />{" "}
            {t(`newGame.${bandKey[b]}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t("newGame.boxes")}</legend>
        {boxesOf(zombiePacks, playable?.mission?.ruleProfile ?? "2e").map((p) => (
          <label key={p.manifest.id}>
            <input
              type="checkbox"
              checked={o.boxes.includes(p.manifest.id)}
              onChange={(e) => {
                const boxes = e.target.checked
                  ? [...o.boxes, p.manifest.id]
                  : o.boxes.filter((b) => b !== p.manifest.id);
                set({ boxes, survivors: survivorsFor(o.survivors, playable, zombiePacks, boxes) });
              }}
            />{" "}
            {localizedName(p.manifest.names, lang)}
          </label>
        ))}
      </fieldset>
      <label>
        {t("newGame.seed")}{" "}
        <input value={o.seed} maxLength={64} onChange={(e) => set({ seed: e.target.value })} />
      </label>
      <button type="submit" className="button">
        {t("newGame.start")}
      </button>
    </form>
  );
}
