import { boardOf } from "../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { runMission } from "../../../game/mission/index.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { cardById, isRead, OBJECTIVE_CARD_RULE, revealCard } from "../../advanced/objective-cards/reveal.ts";
import { settingsOf, stringList, stringOf } from "../shared/settings.ts";

export const GATHER = "gather-survivors";
export const GATHER_RULE =
  "Fort Hendrix, M1 Objectives (Survivors, unite! Gather all Survivors in the same Zone; as soon as it is done, read Note #1) and Setup (the named Survivors in Starting Zones #1 and #2, others placed evenly; Penny's Leader in Starting Zone #2)";

interface GatherState {
  /** The Note read when everyone stands in one Zone. */
  readonly note: string | null;
}

const gather = slice<GatherState>(GATHER, { note: null });

/** The zone of the map token with this id, if any. */
function tokenZone(state: ZombicideState, id: string): ZoneId | undefined {
  const board = boardOf(state);
  const t = board.tokens.find((x) => x.id === id);
  return t ? board.zones[t.zone]?.id : undefined;
}

/**
 * Setup: each survivor named under a start token's id goes to that Starting Zone; the others go, in table
 * order, to the Starting Zone with the fewest so far (an even split; the book leaves it to the players). A
 * Companion follows its Leader.
 */
function placeStarts(state: ZombicideState, starts: Readonly<Record<string, unknown>>): ZombicideState {
  const zones = Object.keys(starts)
    .map((id) => [id, tokenZone(state, id)] as const)
    .filter((e): e is readonly [string, ZoneId] => e[1] !== undefined);
  if (zones.length === 0) return state;
  const named = new Map<string, ZoneId>();
  for (const [id, zone] of zones) for (const s of stringList(starts[id])) named.set(s, zone);
  const count = new Map<ZoneId, number>(zones.map(([, z]) => [z, 0]));
  const to = new Map<string, ZoneId>();
  const players = state.survivors.filter((s) => s.companion === undefined);
  for (const s of players) {
    const z = named.get(s.id);
    if (z === undefined) continue;
    to.set(s.id, z);
    count.set(z, (count.get(z) ?? 0) + 1);
  }
  for (const s of players) {
    if (to.has(s.id)) continue;
    const z = [...count.entries()].reduce((a, b) => (b[1] < a[1] ? b : a))[0];
    to.set(s.id, z);
    count.set(z, (count.get(z) ?? 0) + 1);
  }
  fillEmptyStarts(players, named, to, count);
  return {
    ...state,
    survivors: state.survivors.map((s) => {
      const zone = to.get(s.id) ?? (s.companion?.leader ? to.get(s.companion.leader) : undefined);
      return zone === undefined ? s : { ...s, zone };
    }),
  };
}

/**
 * A team short of the book's six may leave a Starting Zone empty (Javier and Karl are both named for #1), and
 * would then start together, the mission won before anyone acts. The even split the book asks for (players'
 * choice; Horda's reading (?)) sends a survivor from the fullest Starting Zone to each empty one, an unnamed one
 * first, else the last named in table order: Penny's Leader then stands in her Starting Zone, as the book wants.
 */
function fillEmptyStarts(
  players: readonly SurvivorState[],
  named: ReadonlyMap<string, ZoneId>,
  to: Map<string, ZoneId>,
  count: Map<ZoneId, number>,
): void {
  for (const zone of count.keys()) {
    if ((count.get(zone) ?? 0) > 0) continue;
    const [fullest, n] = [...count.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
    if (n < 2) return;
    const there = players.filter((s) => to.get(s.id) === fullest);
    const mover = there.find((s) => !named.has(s.id)) ?? there[there.length - 1];
    if (!mover) return;
    to.set(mover.id, zone);
    count.set(fullest, n - 1);
    count.set(zone, 1);
  }
}

/** Everyone in play (Companions included) stands in one Zone. */
function together(state: ZombicideState): boolean {
  const here = state.survivors.filter(inPlay);
  return here.length > 0 && here.every((s) => s.zone === here[0]?.zone);
}

/**
 * Where to meet while the Note waits: the Zone where most survivors in play stand (the first in table order on
 * a tie), so the others walk to it.
 */
function meetingZone(state: ZombicideState): ZoneId[] {
  const note = gather.read(state).note;
  if (note === null || state.turn.phase === "over" || isRead(state, note) || together(state)) return [];
  const count = new Map<ZoneId, number>();
  let best: ZoneId | undefined;
  for (const s of state.survivors) {
    if (!inPlay(s)) continue;
    const n = (count.get(s.zone) ?? 0) + 1;
    count.set(s.zone, n);
    if (best === undefined || n > (count.get(best) ?? 0)) best = s.zone;
  }
  return best === undefined ? [] : [best];
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m1-objectives": "Fort Hendrix, M1 Objectives",
  },
  "pt-BR": {
    "rule.fort-hendrix-m1-objectives": "Fort Hendrix, M1 Objetivos",
  },
};

/**
 * Gathering the Braves (M1): the survivors start split between the map's Starting Zones (settings `starts`, by
 * start token id) and the mission's goal is to bring everyone in play into one Zone; the moment they stand
 * together, the Note (settings `note`) is read to the table, and the mission's goals are checked again at once.
 */
export const gatherSurvivors: RuleModule = {
  id: GATHER,
  rule: GATHER_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, GATHER);
      const starts = (s.starts as Readonly<Record<string, unknown>> | undefined) ?? {};
      return gather.write(placeStarts(state, starts), { note: stringOf(s.note) ?? null });
    },
    afterCommand: (_ctx, applied) => {
      const { state } = applied;
      const note = gather.read(state).note;
      if (note === null || state.turn.phase === "over" || isRead(state, note) || !together(state))
        return applied;
      const card = cardById(state, note);
      const who = state.survivors.find((s) => inPlay(s) && s.companion === undefined);
      if (!card || !who) return applied;
      const told: ZombicideEvent[] = [];
      told.push({ type: "SurvivorsGathered", zone: who.zone, note, rule: GATHER_RULE });
      const read = revealCard(state, card, who.id, OBJECTIVE_CARD_RULE, told);
      // The mission read this command's events before the Note: its goals are checked again now.
      const checked = state.mission ? runMission(read, told) : { state: read, events: told };
      return { state: checked.state, events: [...applied.events, ...checked.events] };
    },
  },
  aims: meetingZone,
  events: { SurvivorsGathered: {} },
  words: joinWords(
    {
      en: {
        name: "Survivors, unite!",
        summary: "The survivors start split; once everyone stands in one Zone, the mission's Note is read.",
        "event.SurvivorsGathered": "Everyone stands together: the Note is read",
      },
      "pt-BR": {
        name: "Sobreviventes, uni-vos!",
        summary:
          "Os sobreviventes começam separados; quando todos estiverem numa Zona, a Nota da missão é lida.",
        "event.SurvivorsGathered": "Todos estão juntos: a Nota é lida",
      },
    },
    CITED,
  ),
};

/** Everyone in play stood in one Zone: the mission's Note follows. */
export interface SurvivorsGathered {
  readonly type: "SurvivorsGathered";
  readonly zone: ZoneId;
  readonly note: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SurvivorsGathered: SurvivorsGathered;
  }
}
