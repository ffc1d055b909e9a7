import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { addToCounter, objectivesGiving, settingsOf, teamHas } from "../mission-data.ts";

export const LOCKDOWN_RULE =
  "rio mission M6 Cleaning the Stadium (block all Stadium entrances, removing the Spawn tokens, and eliminate all Zombies inside the Stadium)";

interface LockdownState {
  /** The KEYWORD that blocks the entrances (M6: SHUTTERS). */
  readonly keyword: string | null;
  /** The counter set to 1 once the Stadium is clean. */
  readonly counter: string | null;
  readonly locked: boolean;
  readonly clean: boolean;
}
const lockdownSlice = slice<LockdownState>("stadium-lockdown", {
  keyword: null,
  counter: null,
  locked: false,
  clean: false,
});

export interface StadiumLockedDown {
  readonly type: "StadiumLockedDown";
  readonly spawns: readonly string[];
  readonly rule: string;
}
export interface StadiumCleaned {
  readonly type: "StadiumCleaned";
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    StadiumLockedDown: StadiumLockedDown;
    StadiumCleaned: StadiumCleaned;
  }
}

/** Locked down and no Zombie left on the board (every M6 tile is the Stadium's): clean, the counter goes to 1. */
function cleanIfEmpty(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const l = lockdownSlice.read(state);
  if (!l.locked || l.clean || state.zombies.length > 0) return state;
  events.push({ type: "StadiumCleaned", rule: LOCKDOWN_RULE });
  const next = lockdownSlice.write(state, { ...l, clean: true });
  return l.counter === null
    ? next
    : addToCounter(next, l.counter, 1, "stadium-lockdown", LOCKDOWN_RULE, events);
}

/** Once the team has the keyword, every Spawn token goes (the entrances are blocked). */
function lockdown(applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] }): {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
} {
  const l = lockdownSlice.read(applied.state);
  if (l.keyword === null || l.locked || !teamHas(applied.state, l.keyword)) return applied;
  const events = [...applied.events];
  events.push({
    type: "StadiumLockedDown",
    spawns: applied.state.spawns.map((s) => s.token),
    rule: LOCKDOWN_RULE,
  });
  const state = lockdownSlice.write({ ...applied.state, spawns: [] }, { ...l, locked: true });
  return { state: cleanIfEmpty(state, events), events };
}

/**
 * M6's Cleaning the Stadium: the mission's `settings["stadium-lockdown"]` names the `keyword` that blocks the
 * entrances (an Objective card gives it) and the `counter` a goal reads. Unverified: how the entrances are
 * blocked is not printed; Horda reads it as an Objective card's keyword.
 */
/** Where the team must go: the Objective that gives the keyword, then, the entrances blocked, every Zombie. */
function cleaningAims(state: ZombicideState): ZoneId[] {
  const l = lockdownSlice.read(state);
  if (l.clean || l.keyword === null) return [];
  if (!l.locked) return teamHas(state, l.keyword) ? [] : objectivesGiving(state, [l.keyword]);
  return [...new Set(state.zombies.map((z) => z.zone))];
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m6-cleaning-the-stadium": "rio mission M6 Cleaning the Stadium",
  },
  "pt-BR": {
    "rule.rio-mission-m6-cleaning-the-stadium": "rio, missão M6: Limpando o Estádio",
  },
};

export const stadiumLockdown: RuleModule = {
  id: "stadium-lockdown",
  rule: LOCKDOWN_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, "stadium-lockdown");
      return lockdownSlice.write(state, {
        keyword: typeof s.keyword === "string" ? s.keyword : null,
        counter: typeof s.counter === "string" ? s.counter : null,
        locked: false,
        clean: false,
      });
    },
    afterCommand: (_ctx, applied) => lockdown(applied),
    // The last Zombie killed inside, during the command (so the goal is met by it).
    zonesCleared: (ctx, state) => cleanIfEmpty(state, ctx.events),
  },
  aims: cleaningAims,
  events: { StadiumLockedDown: {}, StadiumCleaned: {} },
  words: joinWords(
    {
      en: {
        name: "Cleaning the Stadium",
        summary: "Block the entrances (the Spawn tokens go), then eliminate every Zombie inside.",
        "event.StadiumLockedDown": "The Stadium's entrances are blocked: the Spawn Zones are removed",
        "event.StadiumCleaned": "No Zombie is left inside the Stadium",
      },
      "pt-BR": {
        name: "Limpando o Estádio",
        summary: "Bloqueie as entradas (as fichas de Invasão saem) e elimine todos os Zumbis lá dentro.",
        "event.StadiumLockedDown": "As entradas do Estádio estão bloqueadas: as Zonas de Invasão saem",
        "event.StadiumCleaned": "Não resta nenhum Zumbi dentro do Estádio",
      },
    },
    CITED,
  ),
};
