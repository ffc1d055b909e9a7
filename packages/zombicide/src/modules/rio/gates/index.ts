import type { BoardHookSet } from "../../../board/passage.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { removeGate } from "./remove-gate.ts";
import { GATE_BREAKS_RULE, GATE_RULE, gatesSlice, setupGates } from "./state.ts";

/** A standing Gate closes its edge to movement, for every actor; sight (and so Ranged attacks) goes through. */
const gateBoardHooks: BoardHookSet<ZombicideState> = {
  id: "gates",
  key: (state) =>
    gatesSlice
      .read(state)
      .gates.map((g) => g.edge)
      .join(","),
  crossing: ({ edge, state, purpose }) =>
    purpose === "move" && state !== undefined && gatesSlice.read(state).gates.some((g) => g.edge === edge.id)
      ? false
      : undefined,
};

/** M4: a Gate with `breaksAt` Zombies or more in the Zones on its two sides is destroyed. */
function breakGates(applied: {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
}): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const g = gatesSlice.read(applied.state);
  const at = g.breaksAt;
  if (at === null || g.gates.length === 0) return applied;
  const count = (zones: readonly string[]) =>
    applied.state.zombies.filter((z) => zones.includes(z.zone)).length;
  const broken = g.gates.filter((gate) => count(gate.zones) >= at);
  if (broken.length === 0) return applied;
  const events = [...applied.events];
  for (const gate of broken)
    events.push({
      type: "GateDestroyed",
      gate: gate.token,
      zombies: count(gate.zones),
      rule: GATE_BREAKS_RULE,
    });
  const state = gatesSlice.update(applied.state, (v) => ({
    ...v,
    gates: v.gates.filter((x) => !broken.includes(x)),
  }));
  return { state, events };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m2-hold": "rio mission M2 HOLD!",
    "rule.rio-mission-m4-gate": "rio mission M4 Gate",
    "rule.rio-missions-m2-m4-m5-gates": "rio missions M2, M4, M5 Gates",
    "rule.rio-missions-m4-gate-m5-find-the-gate-security-clearance":
      "rio missions M4 Gate, M5 Find the Gate Security Clearance",
  },
  "pt-BR": {
    "rule.rio-mission-m2-hold": "rio, missão M2: SEGUREM!",
    "rule.rio-mission-m4-gate": "rio, missão M4: Portão",
    "rule.rio-missions-m2-m4-m5-gates": "rio, missões M2, M4, M5: Portões",
    "rule.rio-missions-m4-gate-m5-find-the-gate-security-clearance":
      "rio, missões M4 Portão, M5 Ache a autorização do Portão",
  },
};

/**
 * Gates (Rio missions M2, M4, M5): `improvised-gate` tokens on the map, each standing on one boundary of its
 * Zone (the mission's `settings.gates.sides` names the side; unverified: the printed maps are not public). A
 * Gate blocks movement for every actor but not sight. The mission's `key` KEYWORD lets a Survivor remove one
 * (1 Action, standing on either side); with `breaksAt`, that many Zombies next to it destroy it.
 */
export const gates: RuleModule = {
  id: "gates",
  ...PLAY,
  rule: GATE_RULE,
  board: gateBoardHooks,
  commands: [removeGate],
  hooks: {
    setup: (ctx, state) => setupGates(state, ctx.mission),
    afterCommand: (_ctx, applied) => breakGates(applied),
  },
  events: {
    GateRemoved: { fields: { survivor: "survivor" } },
    GateDestroyed: {},
  },
  words: joinWords(
    {
      en: {
        name: "Gates",
        summary: "A Gate blocks movement for everyone; Ranged attacks go through it. A key card removes it.",
        "event.GateRemoved": "{{survivor}} removed the Gate {{gate}} with the {{key}}",
        "event.GateDestroyed": "{{zombies}} Zombies broke the Gate {{gate}} down",
      },
      "pt-BR": {
        name: "Portões",
        summary:
          "Um Portão bloqueia o movimento de todos; ataques à Distância passam por ele. Um cartão-chave o remove.",
        "event.GateRemoved": "{{survivor}} removeu o Portão {{gate}} com {{key}}",
        "event.GateDestroyed": "{{zombies}} Zumbis derrubaram o Portão {{gate}}",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
