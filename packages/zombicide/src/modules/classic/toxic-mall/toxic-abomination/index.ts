import type { ZombicideState, ZombieState } from "../../../../game/types.ts";
import { miniaturesLeft } from "../../../../game/zombies/place.ts";
import type { EventReading, RuleModule } from "../../../../kernel/module.ts";

export const TOXIC_ABOMINATION_RULE =
  "Toxic City Mall, Toxic Abomination (at the end of the Zombies' Phase the standard zombies in its Zone turn Toxic, while Toxic miniatures last; no new Activation)";
const TURNS = "turns-zone-toxic";

/** Standard zombies of a zone turned into their Toxic kind. */
export interface ZombiesTurnedToxic {
  readonly type: "ZombiesTurnedToxic";
  readonly zone: string;
  readonly zombies: readonly string[];
  /** Standard zombies left as they were: no Toxic miniature of their kind left. */
  readonly short: readonly string[];
  readonly rule: string;
}

declare module "../../../../game/events.ts" {
  interface ModuleEvents {
    ZombiesTurnedToxic: ZombiesTurnedToxic;
  }
}

const EVENTS: Readonly<Record<string, EventReading>> = {
  ZombiesTurnedToxic: {
    fields: { zombies: "zombies", short: { read: "zombies", phrase: "short" } },
    count: "zombies",
  },
};

/** The Toxic type a zombie turns into: the one whose `toxicOf` is its type (or the type it is a kind of). */
function toxicKind(state: ZombicideState, z: ZombieState): string | undefined {
  const types = state.zombieCatalog.types;
  const own = types[z.type];
  if (!own || own.toxicOf !== undefined) return undefined;
  const standard = own.kindOf ?? z.type;
  return Object.values(types).find((t) => t.toxicOf === standard)?.id;
}

/**
 * The Toxic Abomination (Toxic City Mall; seed 001): at the end of the Zombies' Phase (this module's End Phase
 * hook, before anything else of the End Phase), every standard zombie in the Zone of a zombie with the
 * `turns-zone-toxic` trait becomes its Toxic kind (the pack's `toxicOf`; a VIP Walker turns as the Walker it is a
 * kind of, and loses its VIP mark), as long as Toxic miniatures of that kind are left. The swap brings no
 * Activation.
 */
export const toxicAbomination: RuleModule = {
  id: "toxic-abomination",
  rule: TOXIC_ABOMINATION_RULE,
  zombieTypes: ["toxic-abomination"],
  cardEffects: [TURNS],
  hooks: {
    endPhase: ({ events }, state) => {
      const types = state.zombieCatalog.types;
      const zones = [
        ...new Set(state.zombies.filter((z) => types[z.type]?.traits?.includes(TURNS)).map((z) => z.zone)),
      ];
      let next = state;
      for (const zone of zones) {
        const turned: string[] = [];
        const short: string[] = [];
        const left: Record<string, number> = {};
        const zombies = next.zombies.map((z) => {
          if (z.zone !== zone) return z;
          const kind = toxicKind(next, z);
          if (kind === undefined) return z;
          left[kind] ??= miniaturesLeft(next, kind);
          if ((left[kind] ?? 0) <= 0) {
            short.push(z.id);
            return z;
          }
          left[kind] = (left[kind] ?? 0) - 1;
          turned.push(z.id);
          return { id: z.id, type: kind, zone: z.zone };
        });
        if (turned.length === 0 && short.length === 0) continue;
        next = { ...next, zombies };
        events.push({
          type: "ZombiesTurnedToxic",
          zone,
          zombies: turned,
          short,
          rule: TOXIC_ABOMINATION_RULE,
        });
      }
      return next;
    },
  },
  events: EVENTS,
  words: {
    en: {
      name: "Toxic Abomination",
      summary: "At the end of the Zombies' Phase, the standard zombies in its Zone turn Toxic.",
      "event.ZombiesTurnedToxic_one": "The Toxic Abomination turns {{zombies}} Toxic{{short}}",
      "event.ZombiesTurnedToxic_other": "The Toxic Abomination turns {{zombies}} Toxic{{short}}",
      short: " ({{short}} stay standard: no Toxic miniature left)",
    },
    "pt-BR": {
      name: "Abominação Tóxica",
      summary: "No fim da Fase dos Zumbis, os Zumbis normais na Zona dela viram Tóxicos.",
      "event.ZombiesTurnedToxic_one": "A Abominação Tóxica torna {{zombies}} Tóxico{{short}}",
      "event.ZombiesTurnedToxic_other": "A Abominação Tóxica torna {{zombies}} Tóxicos{{short}}",
      short: " ({{short}} continuam normais: não há miniatura Tóxica)",
    },
  },
};
