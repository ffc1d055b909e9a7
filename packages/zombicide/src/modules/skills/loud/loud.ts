import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf } from "../../../game/board-of.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { recordUse } from "../../../game/skills/free-actions.ts";
import { onceRefusal } from "../../../game/skills/skill-actions.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

export const RULE =
  "classic §10 Loud (once per Turn: until its next Turn, the Zone it used it in counts as the noisiest Zone on the board; the last one used wins)";

/** The Zone a Loud survivor made the noisiest, and the round it was used in. */
export const loudSlice = slice<{
  readonly zone?: ZoneId;
  readonly survivor?: string;
  readonly round?: number;
}>("loud", {});

const schema = z.strictObject({ type: z.literal("loud"), survivor: z.string().min(1).max(64) });
export type LoudCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState): string | null {
  if (!inPlay(s)) return `${s.name} is not in play`;
  return onceRefusal(state, s, "loud", "Loud");
}

/** Loud: free, once per Turn; the survivor's Zone counts as the noisiest until its next Turn. */
export const loud: ActionModule<LoudCommand> = {
  type: "loud",
  schema,
  kind: "survivor",
  legal: (state, _seat, s) => (s && refusal(state, s) === null ? [{ type: "loud", survivor: s.id }] : []),
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s);
    if (no) return refuse("cannot_be_loud", RULE, no);
    const next = recordUse(activate(state, s.id), s.id, "loud");
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s.id, skill: "loud", rule: RULE },
      { type: "ZoneMadeLoudest", survivor: s.id, zone: s.zone, rule: RULE },
    ];
    return ok({
      state: loudSlice.write(next, { zone: s.zone, survivor: s.id, round: state.turn.round }),
      events,
    });
  },
};

/** The Loud Zone hears one Noise more than the noisiest Zone of the board. */
export function loudestField(
  state: ZombicideState,
  field: { readonly survivors: Int16Array; readonly noise: Int16Array },
) {
  const zone = loudSlice.read(state).zone;
  if (zone === undefined) return field;
  const z = boardOf(state).zoneIndex[zone];
  if (z === undefined) return field;
  let loudest = 0;
  for (const v of field.noise) loudest = Math.max(loudest, v);
  field.noise[z] = loudest + 1;
  return field;
}

/**
 * The effect lasts until the survivor's next Turn: Zombies act only in the Zombies' Phase, so it ends with the
 * round it was used in (its End Phase).
 */
export function loudEnds(state: ZombicideState): ZombicideState {
  const l = loudSlice.read(state);
  return l.zone === undefined ? state : loudSlice.write(state, {});
}
