import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import { skillsOf } from "../../../game/skills/effects.ts";
import { takesTurns } from "../../../game/survivors.ts";
import { firstSeatToPlay } from "../../../game/turns.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { decisionType, dropDecision } from "../../../kernel/decisions.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const MASTER_PLANNER = "master-planner";
const CHOOSE_FIRST_PLAYER = "chooseFirstPlayer";
export const MASTER_PLANNER_RULE =
  "rio New Skills, Master planner (this Survivor always selects who receives the First Player token in the End Phase)";

interface Options {
  readonly survivor: string;
  /** The seats, the one the token passes to by default (the left) first. */
  readonly seats: readonly string[];
}
const decision = decisionType<Options>(CHOOSE_FIRST_PLAYER);

export interface FirstPlayerChosen {
  readonly type: "FirstPlayerChosen";
  readonly survivor: string;
  readonly seat: string;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    FirstPlayerChosen: FirstPlayerChosen;
  }
}

/**
 * End Phase: a Master planner still in the game selects who receives the First Player token (a pending decision
 * of its player, raised before the token passes; the new round waits for the answer).
 */
function askPlanner(state: ZombicideState): ZombicideState {
  const planner = state.survivors.find((s) => takesTurns(s) && skillsOf(state, s).includes(MASTER_PLANNER));
  if (!planner || state.turn.phase === "over") return state;
  const [first, ...rest] = state.turn.order;
  const seats = first === undefined ? [] : [...rest, first];
  return decision.raise(state, planner.seat, { survivor: planner.id, seats });
}

const schema = z.strictObject({
  type: z.literal(CHOOSE_FIRST_PLAYER),
  /** The seat that receives the First Player token. */
  seat: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type ChooseFirstPlayerCommand = z.infer<typeof schema>;

/** The answer: the token goes to the chosen seat, the seats keep their order round the table. */
const chooseFirstPlayer: ActionModule<ChooseFirstPlayerCommand> = {
  type: CHOOSE_FIRST_PLAYER,
  schema,
  kind: "decision",
  legal: decision.answers((o) => o.seats.map((to) => ({ type: CHOOSE_FIRST_PLAYER, seat: to }))),
  apply(state, seat, cmd) {
    const found = decision.find(state, seat, cmd.decision);
    if (!found)
      return refuse("no_master_planner", MASTER_PLANNER_RULE, `${seat} has no Master planner to choose now`);
    const at = state.turn.order.indexOf(cmd.seat);
    if (at < 0 || !found.options.seats.includes(cmd.seat))
      return refuse("unknown_seat", MASTER_PLANNER_RULE, `no seat ${cmd.seat} at the table`);
    const order = [...state.turn.order.slice(at), ...state.turn.order.slice(0, at)];
    const next = firstSeatToPlay({
      ...dropDecision(state, found.decision.id),
      turn: { ...state.turn, order, current: 0 },
    });
    const events = [
      {
        type: "FirstPlayerChosen" as const,
        survivor: found.options.survivor,
        seat: cmd.seat,
        rule: MASTER_PLANNER_RULE,
      },
    ];
    return ok({ state: next, events });
  },
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-master-planner": "rio New Skills, Master planner",
  },
  "pt-BR": {
    "rule.rio-new-skills-master-planner": "rio, Novas Habilidades: Planejador mestre",
  },
};

/** Master planner (Rio): its player picks who starts each new round. */
export const masterPlanner: RuleModule = {
  id: MASTER_PLANNER,
  ...PLAY,
  rule: MASTER_PLANNER_RULE,
  skills: [MASTER_PLANNER],
  commands: [chooseFirstPlayer] as unknown as RuleModule["commands"],
  hooks: { endPhase: (_ctx, state) => askPlanner(state) },
  events: { FirstPlayerChosen: { fields: { survivor: "survivor" } } },
  words: joinWords(
    {
      en: {
        name: "Master planner",
        "event.FirstPlayerChosen": "{{survivor}}, Master planner, gives the First Player token to {{seat}}",
      },
      "pt-BR": {
        name: "Planejador mestre",
        "event.FirstPlayerChosen":
          "{{survivor}}, Planejador mestre, dá a ficha de Primeiro Jogador a {{seat}}",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
