import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { SpawnCount } from "../../../kernel/hooks.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { gatesSlice } from "./state.ts";

export const HOLD_RULE =
  "rio mission M2 HOLD! (the Green Spawn Zone receives 1 Zombie of the card's type, a Brute for an Abomination; with 5 Zombies in it, the Gates go and it becomes a Red Spawn Zone)";
const GIVE_WAY_AT = 5;

export interface GatesGaveWay {
  readonly type: "GatesGaveWay";
  readonly zone: string;
  readonly zombies: number;
  readonly gates: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    GatesGaveWay: GatesGaveWay;
  }
}

const greenZones = (state: ZombicideState) =>
  state.spawns.filter((s) => s.colour === "green").map((s) => s.zone);

/** A card drawn for the Green Spawn Zone places 1 Zombie of its type; an Abomination comes as a Brute. */
function holdSpawn(
  ctx: { readonly state: ZombicideState; readonly zone: string },
  spawn: SpawnCount,
): SpawnCount {
  if (!greenZones(ctx.state).includes(ctx.zone)) return spawn;
  const abomination = ctx.state.zombieCatalog.types[spawn.zombie]?.maxOnBoard !== undefined;
  return { zombie: abomination ? "brute" : spawn.zombie, amount: 1, rule: HOLD_RULE };
}

/** At any time (checked after every command): 5 Zombies in the Green Spawn Zone open the Gates, and it turns Red. */
function giveWay(applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] }): {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
} {
  const state = applied.state;
  const full = greenZones(state).find((z) => state.zombies.filter((x) => x.zone === z).length >= GIVE_WAY_AT);
  if (full === undefined) return applied;
  const gates = gatesSlice.read(state).gates.map((g) => g.token);
  const events: ZombicideEvent[] = [
    ...applied.events,
    {
      type: "GatesGaveWay",
      zone: full,
      zombies: state.zombies.filter((x) => x.zone === full).length,
      gates,
      rule: HOLD_RULE,
    },
  ];
  const next = gatesSlice.update(
    {
      ...state,
      spawns: state.spawns.map((s) =>
        s.colour === "green" && s.zone === full ? { ...s, colour: "red" } : s,
      ),
    },
    (v) => ({ ...v, gates: [] }),
  );
  return { state: next, events };
}

/** M2's HOLD!: the Gates pen the Green Spawn Zone until 5 Zombies crowd it. Needs the `gates` module. */
export const holdGate: RuleModule = {
  id: "hold-gate",
  rule: HOLD_RULE,
  hooks: {
    spawnCount: holdSpawn,
    afterCommand: (_ctx, applied) => giveWay(applied),
  },
  events: { GatesGaveWay: {} },
  words: {
    en: {
      name: "HOLD!",
      summary:
        "The Green Spawn Zone gets 1 Zombie per card; at 5 Zombies the Gates give way and it turns Red.",
      "event.GatesGaveWay":
        "{{zombies}} Zombies crowd {{zone}}: the Gates give way and it becomes a Red Spawn Zone",
    },
    "pt-BR": {
      name: "SEGUREM!",
      summary:
        "A Zona de Invasão Verde recebe 1 Zumbi por carta; com 5 Zumbis os Portões cedem e ela vira Vermelha.",
      "event.GatesGaveWay":
        "{{zombies}} Zumbis lotam {{zone}}: os Portões cedem e ela vira uma Zona de Invasão Vermelha",
    },
  },
};
