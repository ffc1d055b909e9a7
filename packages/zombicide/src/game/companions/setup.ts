import { nextInt } from "@horda/table";
import type { Board } from "../../board/types.ts";
import type { SurvivorState, ZombicideConfig, ZombicideState } from "../types.ts";
import type { CompanionSetup } from "./types.ts";

/** Survivors whose card starts them with Health, AP or equipment cannot be Companions (§12). */
function mayBeCompanion(state: ZombicideState, card: string): boolean {
  const c = state.survivorCatalog.survivors[card];
  if (!c) return false;
  const all = [...c.skills.blue, ...c.skills.yellow, ...c.skills.orange, ...c.skills.red];
  return !all.some((k) => k.startsWith("starts-with"));
}

/**
 * Adds the Companions (§12): the map's companion tokens (lone, to be rallied) and the config's. A Companion
 * is a survivor with Health 1, no inventory and no Actions; its card, when not given, is drawn with the
 * game's generator among the catalogue's cards not in play and allowed as Companions. The Leader gains the
 * Companion's first Blue skill. Returns a message when the config is wrong.
 */
export function setupCompanions(
  state: ZombicideState,
  board: Board,
  config: ZombicideConfig,
  zoneId: (ref: string, what: string) => string | { message: string },
): ZombicideState | string {
  const wanted: CompanionSetup[] = [
    ...board.tokens
      .filter((t) => t.kind === "companion")
      .map((t) => ({
        id: t.id,
        card: typeof t.props.card === "string" ? t.props.card : undefined,
        zone: (board.zones[t.zone] as Board["zones"][number]).id,
        leader: null,
      })),
    ...(config.companions ?? []),
  ];
  return addCompanions(state, wanted, zoneId);
}

/**
 * Adds Companions to the game (at setup, or when a mission brings one in: a rule module's own Companion found
 * on the way): each led by its Leader (who gains its first Blue skill) or lone in its zone. Returns a message
 * when one cannot be added.
 */
export function addCompanions(
  state: ZombicideState,
  wanted: readonly CompanionSetup[],
  zoneId: (ref: string, what: string) => string | { message: string },
): ZombicideState | string {
  let next = state;
  for (const c of wanted) {
    if (next.survivors.some((s) => s.id === c.id)) return `companion id "${c.id}" is used twice`;
    const leader = c.leader ? next.survivors.find((s) => s.id === c.leader) : undefined;
    if (c.leader && (!leader || leader.companion))
      return `companion ${c.id}: no survivor "${c.leader}" to lead it`;
    let card = c.card;
    if (card === undefined) {
      const used = new Set(next.survivors.map((s) => s.card));
      const free = Object.keys(next.survivorCatalog.survivors)
        .sort()
        .filter((k) => !used.has(k) && mayBeCompanion(next, k));
      if (free.length === 0) return `companion ${c.id}: no ID card left that may be a Companion`;
      const [i, rng] = nextInt(next.rng, 0, free.length - 1);
      next = { ...next, rng };
      card = free[i] as string;
    } else if (!next.survivorCatalog.survivors[card]) return `companion ${c.id}: no ID card "${card}"`;
    else if (!mayBeCompanion(next, card))
      return `companion ${c.id}: ${card} starts with a bonus and cannot be a Companion`;
    const data = next.survivorCatalog.survivors[card];
    const zoneRef = c.zone ?? leader?.zone;
    if (zoneRef === undefined) return `companion ${c.id} has no zone and no Leader`;
    const zone = zoneId(zoneRef, `companion ${c.id}`);
    if (typeof zone !== "string") return zone.message;
    const skill = data?.skills.blue[0] ?? null;
    const companion: SurvivorState = {
      id: c.id,
      name: data?.names.en ?? c.id,
      seat: leader?.seat ?? (next.seats[0] as string),
      zone: leader?.zone ?? zone,
      kid: data?.kind === "kid",
      health: 1,
      wounds: 0,
      adrenaline: 0,
      skills: [],
      actionsLeft: 0,
      done: false,
      eliminated: false,
      escaped: false,
      card,
      hands: [null, null],
      backpack: [],
      searchedRound: 0,
      companion: { leader: leader?.id ?? null, skill: leader ? skill : null },
    };
    next = {
      ...next,
      survivors: [
        ...next.survivors.map((s) =>
          leader && s.id === leader.id && skill ? { ...s, skills: [...s.skills, skill] } : s,
        ),
        companion,
      ],
    };
  }
  return next;
}
