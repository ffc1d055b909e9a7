import { ok } from "@horda/table";
import { z } from "zod";
import type { BoardHookSet } from "../../../board/passage.ts";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import { killZombies } from "../../../game/combat/kills.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { woundSurvivor } from "../../../game/wounds.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { payAction } from "../../../kernel/pay.ts";
import { slice } from "../../../kernel/slices.ts";
import { addToCounter, settingsOf } from "../mission-data.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

export const BURN_RULE =
  "rio mission M3 Burn, Baby, Burn (the Opala in the marked location: a Survivor in an adjacent Zone spends 1 Action to set it on fire; 3 permanent Noise tokens; every Actor in its Zone eliminated; the Zone is blocked to entry and Line of Sight)";
const NOISE = 3;

interface BurnState {
  /** The marked location's Zone. */
  readonly mark: string | null;
  readonly counter: string | null;
  /** The Zone burning (blocked), once the Opala is set on fire. */
  readonly burnt: string | null;
  /** The round whose Zombie Phase last had the permanent Noise put back (End Phases remove all Noise). */
  readonly noiseRound: number;
}
const burnSlice = slice<BurnState>("opala-burn", { mark: null, counter: null, burnt: null, noiseRound: 0 });

export interface OpalaBurnt {
  readonly type: "OpalaBurnt";
  readonly survivor: string;
  readonly car: string;
  readonly zone: string;
  readonly zombies: readonly string[];
  readonly survivors: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    OpalaBurnt: OpalaBurnt;
  }
}

/** The Muscle Car in the marked location, if the survivor stands in a Zone next to it and nothing burns yet. */
function carToBurn(state: ZombicideState, s: SurvivorState): string | null {
  const b = burnSlice.read(state);
  if (b.mark === null || b.burnt !== null) return null;
  const car = (state.cars ?? []).find((c) => c.type === "muscle" && c.zone === b.mark);
  if (!car) return null;
  const near = tablesOf(state).neighbours[zoneIndex(state, s.zone)] ?? [];
  return near.includes(zoneIndex(state, b.mark)) ? car.id : null;
}

const schema = z.strictObject({
  type: z.literal("burnOpala"),
  survivor: z.string().min(1).max(64),
  car: z.string().min(1).max(40),
});
export type BurnOpalaCommand = z.infer<typeof schema>;

const burnOpala: ActionModule<BurnOpalaCommand> = {
  type: "burnOpala",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    const car = carToBurn(state, s);
    return car === null ? [] : [{ type: "burnOpala" as const, survivor: s.id, car }];
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const car = carToBurn(state, s0);
    if (car === null || car !== cmd.car)
      return refuse("cannot_burn", BURN_RULE, `${s0.name} is not next to the Opala in the marked location`);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const zone = burnSlice.read(next).mark as string;
    const zombies = next.zombies.filter((x) => x.zone === zone).map((x) => x.id);
    const victims = next.survivors.filter((x) => inPlay(x) && x.zone === zone).map((x) => x.id);
    const events: ZombicideEvent[] = [
      { type: "OpalaBurnt", survivor: s.id, car, zone, zombies, survivors: victims, rule: BURN_RULE },
    ];
    next = killZombies(next, s.id, zombies, "opala", BURN_RULE, events);
    for (const id of victims) {
      const v = survivorById(next, id) as SurvivorState;
      next = woundSurvivor(next, id, v.health - v.wounds, events, {
        source: "the burning Opala",
        rule: BURN_RULE,
      });
    }
    next = burnSlice.update(next, (v) => ({ ...v, burnt: zone, noiseRound: next.turn.round }));
    next = { ...next, noise: { ...next.noise, [zone]: (next.noise[zone] ?? 0) + NOISE } };
    const counter = burnSlice.read(next).counter;
    if (counter !== null) next = addToCounter(next, counter, 1, "opala-burn", BURN_RULE, events);
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};

/**
 * Where the team must go until the Opala burns: the Opala while nobody sits in it, the marked location while
 * someone sits in it (there, its crew gets out), then the Zones next to it (the fire is set from there).
 */
function toTheFire(state: ZombicideState): ZoneId[] {
  const b = burnSlice.read(state);
  if (b.mark === null || b.burnt !== null) return [];
  const car = (state.cars ?? []).find((c) => c.type === "muscle");
  if (!car) return [];
  const crewed = car.driver !== null || car.passengers.length > 0;
  if (car.zone === b.mark && !crewed)
    return (tablesOf(state).neighbours[zoneIndex(state, b.mark)] ?? []).map((z) => zoneIdOf(state, z));
  return crewed ? [b.mark] : [car.zone];
}

/** The burning Zone: no actor enters it or sees through it. */
const burnBoardHooks: BoardHookSet<ZombicideState> = {
  id: "opala-burn",
  key: (state) => burnSlice.read(state).burnt ?? "",
  crossing: ({ board, edge, state }) => {
    const burnt = state === undefined ? null : burnSlice.read(state).burnt;
    if (burnt === null) return undefined;
    const i = board.zoneIndex[burnt];
    return edge.zones.includes(i as number) ? false : undefined;
  },
};

/** The 3 permanent Noise tokens come back each Zombie Phase (the End Phase removes every Noise token). */
function keepNoise(state: ZombicideState): ZombicideState {
  const b = burnSlice.read(state);
  if (b.burnt === null || b.noiseRound === state.turn.round) return state;
  const noisy = { ...state, noise: { ...state.noise, [b.burnt]: (state.noise[b.burnt] ?? 0) + NOISE } };
  return burnSlice.write(noisy, { ...b, noiseRound: state.turn.round });
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m3-burn-baby-burn": "rio mission M3 Burn, Baby, Burn",
  },
  "pt-BR": {
    "rule.rio-mission-m3-burn-baby-burn": "rio, missão M3: Queima, baby, queima",
  },
};

/**
 * M3's Burn, Baby, Burn: the mission's `settings["opala-burn"]` names the marked location's map token (`mark`)
 * and the `counter` a goal reads.
 */
export const opalaBurn: RuleModule = {
  id: "opala-burn",
  ...PLAY,
  rule: BURN_RULE,
  board: burnBoardHooks,
  commands: [burnOpala],
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, "opala-burn");
      const board = boardOf(state);
      const token = board.tokens.find((t) => t.id === s.mark);
      return burnSlice.write(state, {
        mark: token ? (board.zones[token.zone]?.id ?? null) : null,
        counter: typeof s.counter === "string" ? s.counter : null,
        burnt: null,
        noiseRound: 0,
      });
    },
    zombiePhaseStart: (_ctx, state) => keepNoise(state),
  },
  aims: toTheFire,
  events: { OpalaBurnt: { fields: { survivor: "survivor", zombies: "zombies", survivors: "survivors" } } },
  words: joinWords(
    {
      en: {
        name: "Burn, Baby, Burn",
        summary: "Set the Opala on fire in the marked location: its Zone burns, blocked and noisy.",
        "event.OpalaBurnt": "{{survivor}} set the Opala on fire in {{zone}}: everyone there is eliminated",
      },
      "pt-BR": {
        name: "Queime, Baby, Queime",
        summary: "Incendeie o Opala no local marcado: a Zona queima, bloqueada e barulhenta.",
        "event.OpalaBurnt": "{{survivor}} incendiou o Opala em {{zone}}: todos ali são eliminados",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
