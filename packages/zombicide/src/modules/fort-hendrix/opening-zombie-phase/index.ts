import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { moduleTask, type WorkTask } from "../../../game/zombies/tasks.ts";
import { runZombieWork } from "../../../game/zombies/work.ts";
import { joinWords, type ModuleWords, type RuleModule, taskRunner } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { numberOf, settingsOf } from "../shared/settings.ts";

export const OPENING_ZOMBIE_PHASE = "opening-zombie-phase";
export const OPENING_RULE = "Fort Hendrix, M1 Setup (before the first Game Round, resolve a Zombie Phase)";
const DONE_TASK = "openingZombiePhaseDone";
const ACTIVATE_TASK = "openingZombiePhaseActivate";

/**
 * Before the first Game Round, a Zombie Phase (settings `{ phases: n }`, 1 by default): the zombies on the board
 * activate and the Spawn Zones draw, as in a round's Zombie Phase, but no End Phase follows (the Clock does not
 * move, Round 1 begins). Run at setup, like a mission's round-1 rules: its events are the setup's
 * (`setupEvents`, the log's first entry); a decision it raises (a split group) waits for the players before
 * Round 1 starts.
 */
function openingPhases(state: ZombicideState, phases: number, events: ZombicideEvent[]): ZombicideState {
  const work: WorkTask[] = [];
  for (let i = 0; i < phases; i++)
    work.push(moduleTask({ kind: ACTIVATE_TASK }), { kind: "spawnStep" as const });
  events.push({ type: "OpeningZombiePhase", phases, rule: OPENING_RULE });
  const started = rulesOf(state).hooks.zombiePhaseStart({ events }, state);
  return runZombieWork(
    {
      ...started,
      turn: { ...started.turn, phase: "zombies", active: null },
      zombieWork: [...started.zombieWork, ...work, moduleTask({ kind: DONE_TASK })],
    },
    events,
  );
}

/** The Zombie Phase before Round 1 begins (the log's first entry tells what it did). */
export interface OpeningZombiePhase {
  readonly type: "OpeningZombiePhase";
  readonly phases: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    OpeningZombiePhase: OpeningZombiePhase;
  }
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m1-setup": "Fort Hendrix, M1 Setup",
  },
  "pt-BR": {
    "rule.fort-hendrix-m1-setup": "Fort Hendrix, M1 Preparação",
  },
};

export const openingZombiePhase: RuleModule = {
  id: OPENING_ZOMBIE_PHASE,
  rule: OPENING_RULE,
  hooks: {
    setup: (ctx, state) => {
      const phases = numberOf(settingsOf(ctx.mission, OPENING_ZOMBIE_PHASE).phases) ?? 1;
      return phases > 0 ? openingPhases(state, phases, ctx.events) : state;
    },
  },
  zombieTasks: {
    // Each phase's Activation: the zombies on the board when it starts (a previous phase's spawns included).
    [ACTIVATE_TASK]: taskRunner((state) => {
      const zombies = rulesOf(state).hooks.zombiesActivating(
        { state },
        state.zombies.map((z) => z.id),
      );
      if (zombies.length === 0) return state;
      const activate = { kind: "activate" as const, zombies, reason: "zombie-phase" as const, action: 1 };
      return { ...state, zombieWork: [activate, ...state.zombieWork] };
    }),
    // Round 1 begins with the players' phase, every survivor still to play.
    [DONE_TASK]: taskRunner((state) =>
      state.turn.phase === "over"
        ? state
        : { ...state, turn: { ...state.turn, phase: "players", active: null } },
    ),
  },
  events: { OpeningZombiePhase: { fields: {}, count: "phases" } },
  words: joinWords(
    {
      en: {
        name: "Opening Zombie Phase",
        summary: "Before the first Game Round, a Zombie Phase is resolved (no End Phase follows).",
        "event.OpeningZombiePhase": "Before Round 1, {{count}} Zombie Phases are resolved",
        "event.OpeningZombiePhase_one": "Before Round 1, a Zombie Phase is resolved",
        "event.OpeningZombiePhase_other": "Before Round 1, {{count}} Zombie Phases are resolved",
      },
      "pt-BR": {
        name: "Fase dos Zumbis de abertura",
        summary: "Antes da primeira Rodada, resolve-se uma Fase dos Zumbis (sem Fase Final em seguida).",
        "event.OpeningZombiePhase": "Antes da Rodada 1, resolvem-se {{count}} Fases dos Zumbis",
        "event.OpeningZombiePhase_one": "Antes da Rodada 1, resolve-se uma Fase dos Zumbis",
        "event.OpeningZombiePhase_other": "Antes da Rodada 1, resolvem-se {{count}} Fases dos Zumbis",
      },
    },
    CITED,
  ),
};
