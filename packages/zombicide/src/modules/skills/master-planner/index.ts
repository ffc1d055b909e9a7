import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import { skillsOf } from "../../../game/skills/effects.ts";
import { takesTurns } from "../../../game/survivors.ts";
import { firstSeatToPlay } from "../../../game/turns.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const MASTER_PLANNER = "master-planner";
export const MASTER_PLANNER_RULE =
  "rio New Skills, Master planner (this Survivor always selects who receives the First Player token in the End Phase)";

/** The last round whose First Player a Master planner chose. */
const chosenSlice = slice<number>(MASTER_PLANNER, 0);

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

/** The Master planner of this seat, when the new round has not started yet (nobody has acted in it). */
function plannerOf(state: ZombicideState, seat: string): string | null {
  if (state.turn.phase !== "players" || state.turn.round < 2 || chosenSlice.read(state) === state.turn.round)
    return null;
  if (state.turn.active !== null || state.survivors.some((s) => s.done)) return null;
  const planner = state.survivors.find(
    (s) => s.seat === seat && takesTurns(s) && skillsOf(state, s).includes(MASTER_PLANNER),
  );
  return planner?.id ?? null;
}

const schema = z.strictObject({
  type: z.literal("chooseFirstPlayer"),
  /** The seat that receives the First Player token. */
  seat: z.string().min(1).max(64),
});
export type ChooseFirstPlayerCommand = z.infer<typeof schema>;

/**
 * The token passed in the End Phase goes where the Master planner says. Horda asks as the round begins, before
 * anybody acts (the seat order kept, starting from the chosen seat); not choosing leaves it passed to the left.
 */
const chooseFirstPlayer: ActionModule<ChooseFirstPlayerCommand> = {
  type: "chooseFirstPlayer",
  schema,
  kind: "seat",
  legal(state, seat) {
    if (plannerOf(state, seat) === null) return [];
    return state.turn.order.slice(1).map((to) => ({ type: "chooseFirstPlayer" as const, seat: to }));
  },
  apply(state, seat, cmd) {
    const planner = plannerOf(state, seat);
    if (planner === null)
      return refuse("no_master_planner", MASTER_PLANNER_RULE, `${seat} has no Master planner to choose now`);
    const at = state.turn.order.indexOf(cmd.seat);
    if (at < 0) return refuse("unknown_seat", MASTER_PLANNER_RULE, `no seat ${cmd.seat} at the table`);
    const order = [...state.turn.order.slice(at), ...state.turn.order.slice(0, at)];
    const next = firstSeatToPlay({ ...state, turn: { ...state.turn, order, current: 0 } });
    const events = [
      { type: "FirstPlayerChosen" as const, survivor: planner, seat: cmd.seat, rule: MASTER_PLANNER_RULE },
    ];
    return ok({ state: chosenSlice.write(next, state.turn.round), events });
  },
};

/** Master planner (Rio): its player picks who starts each new round. */
export const masterPlanner: RuleModule = {
  id: MASTER_PLANNER,
  ...PLAY,
  rule: MASTER_PLANNER_RULE,
  skills: [MASTER_PLANNER],
  commands: [chooseFirstPlayer],
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
  ),
};
