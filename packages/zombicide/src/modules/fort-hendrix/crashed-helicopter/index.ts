import { boardOf } from "../../../game/board-of.ts";
import { rollDice } from "../../../game/combat/dice.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { woundSurvivor } from "../../../game/wounds.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { isRead } from "../../advanced/objective-cards/reveal.ts";
import { numberOf, settingsOf, stringOf } from "../shared/settings.ts";
import { EVENTS, WORDS } from "./events.ts";

export const CRASHED_HELICOPTER = "crashed-helicopter";
export const HELICOPTER_RULE =
  "Fort Hendrix, M7 Crashed helicopter (on fire: no Search; a die each time a Survivor enters or acts there, 4+: 1 Wound; its crate waits for its card; a Molotov there removes the Green Spawn Zone, the crate and the card)";

interface Helicopter {
  /** The map token whose Zone is the helicopter's (null: the mission has none). */
  readonly token: string | null;
  readonly woundOn: number;
  readonly crate: string | null;
  readonly crateUntil: string | null;
  readonly spawn: string | null;
  readonly burnt: boolean;
}

const helicopter = slice<Helicopter>(CRASHED_HELICOPTER, {
  token: null,
  woundOn: 4,
  crate: null,
  crateUntil: null,
  spawn: null,
  burnt: false,
});

function zoneOf(state: ZombicideState): ZoneId | undefined {
  const h = helicopter.read(state);
  const board = boardOf(state);
  const t = h.token === null ? undefined : board.tokens.find((x) => x.id === h.token);
  return t ? board.zones[t.zone]?.id : undefined;
}

/** The survivor entered or acted in the burning Zone: a die, and 1 Wound on `woundOn`+. */
function fire(state: ZombicideState, survivor: string, events: ZombicideEvent[]): ZombicideState {
  const s = survivorById(state, survivor);
  if (!s || s.eliminated || s.zone !== zoneOf(state)) return state;
  const [dice, rolled] = rollDice(state, 1);
  const die = dice[0] ?? 1;
  const wounded = die >= helicopter.read(state).woundOn;
  events.push({ type: "HelicopterFire", survivor, die, wounded, rule: HELICOPTER_RULE });
  return wounded
    ? woundSurvivor(rolled, survivor, 1, events, { source: "crashed helicopter", rule: HELICOPTER_RULE })
    : rolled;
}

/** A Molotov thrown at the helicopter: the Spawn Zone goes; the crate and the Objective left there are removed. */
function burn(state: ZombicideState, zone: ZoneId, events: ZombicideEvent[]): ZombicideState {
  const h = helicopter.read(state);
  if (h.burnt || zone !== zoneOf(state)) return state;
  const board = boardOf(state);
  const removed = board.tokens
    .filter(
      (t) =>
        (t.kind === "objective" || t.kind === "crate") &&
        board.zones[t.zone]?.id === zone &&
        !state.objectivesTaken.includes(t.id),
    )
    .map((t) => t.id);
  const spawn = state.spawns.some((s) => s.token === h.spawn) ? h.spawn : null;
  events.push({ type: "HelicopterBurnt", zone, spawn, removed, rule: HELICOPTER_RULE });
  return helicopter.write(
    {
      ...state,
      spawns: state.spawns.filter((s) => s.token !== h.spawn),
      objectivesTaken: [...state.objectivesTaken, ...removed],
    },
    { ...h, burnt: true },
  );
}

const ON_FIRE: Refusal = {
  code: "helicopter_on_fire",
  why: "the crashed helicopter is on fire: it cannot be searched",
  rule: HELICOPTER_RULE,
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m7-crashed-helicopter": "Fort Hendrix, M7 Crashed helicopter",
  },
  "pt-BR": {
    "rule.fort-hendrix-m7-crashed-helicopter": "Fort Hendrix, M7 Helicóptero caído",
  },
};

/**
 * The crashed helicopter (M7), its Zone given by a map token (settings `zone`): the Zone cannot be Searched; each
 * Action a survivor ends in it (entering it by a Move included) rolls a die, `woundOn`+ dealing 1 Wound (?: a
 * Move out of it does not roll); its crate (`crate`) waits for the Objective card `crateUntil`; a Molotov
 * thrown there removes the Spawn Zone `spawn` and the crate and Objective tokens not taken yet.
 */
export const crashedHelicopter: RuleModule = {
  id: CRASHED_HELICOPTER,
  rule: HELICOPTER_RULE,
  refusals: ["helicopter_on_fire", "helicopter_crate_stuck"],
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, CRASHED_HELICOPTER);
      return helicopter.write(state, {
        token: stringOf(s.zone) ?? null,
        woundOn: numberOf(s.woundOn) ?? 4,
        crate: stringOf(s.crate) ?? null,
        crateUntil: stringOf(s.crateUntil) ?? null,
        spawn: stringOf(s.spawn) ?? null,
        burnt: false,
      });
    },
    searchRefused: ({ state, survivor }): Refusal | null =>
      survivor.zone === zoneOf(state) ? ON_FIRE : null,
    takeRefused: ({ state, token }): Refusal | null => {
      const h = helicopter.read(state);
      if (token.id !== h.crate || h.crateUntil === null || isRead(state, h.crateUntil)) return null;
      return {
        code: "helicopter_crate_stuck",
        why: "the helicopter's crate cannot be taken before its Objective card",
        rule: HELICOPTER_RULE,
      };
    },
    afterAction: (ctx, state) => fire(state, ctx.survivor, ctx.events),
    afterMolotov: (ctx, state) => burn(state, ctx.zone, ctx.events),
  },
  events: EVENTS,
  words: joinWords(
    WORDS,
    {
      en: {
        "refusal.helicopter_on_fire": "The crashed helicopter is on fire: it cannot be searched.",
        "refusal.helicopter_crate_stuck": "The helicopter's crate cannot be taken before its Objective card.",
      },
      "pt-BR": {
        "refusal.helicopter_on_fire": "O helicóptero caído está em chamas: não pode ser revistado.",
        "refusal.helicopter_crate_stuck":
          "A caixa do helicóptero não pode ser pega antes da sua carta de Objetivo.",
      },
    },
    CITED,
  ),
};
