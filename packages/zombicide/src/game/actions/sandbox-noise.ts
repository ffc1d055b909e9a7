import { ok } from "@horda/table";
import { z } from "zod";
import { boardOf } from "../board-of.ts";
import { refuse } from "../errors.ts";
import type { ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";
import { SANDBOX_MODULE, SANDBOX_RULE } from "./sandbox-events.ts";

const schemaOf = <T extends "sandboxAddNoise" | "sandboxRemoveNoise">(type: T) =>
  z.strictObject({ type: z.literal(type), zone: z.string().min(1).max(16) });
type Cmd<T extends string> = { readonly type: T; readonly zone: string };

const enabled = (state: ZombicideState) => state.modules.includes(SANDBOX_MODULE);

/** Puts a Noise token in a zone or takes one away; `delta` is +1 or -1. */
function noiseModule<T extends "sandboxAddNoise" | "sandboxRemoveNoise">(
  type: T,
  delta: 1 | -1,
): ActionModule<Cmd<T>> {
  return {
    type,
    schema: schemaOf(type) as z.ZodType<Cmd<T>>,
    kind: "seat",
    legal(state) {
      if (!enabled(state)) return [];
      const zones = boardOf(state).zones.map((z) => z.id);
      return zones
        .filter((zone) => delta > 0 || (state.noise[zone] ?? 0) > 0)
        .map((zone) => ({ type, zone }));
    },
    apply(state, _seat, cmd) {
      if (!enabled(state))
        return refuse("sandbox_off", SANDBOX_RULE, "free mode is not enabled for this game");
      if (boardOf(state).zoneIndex[cmd.zone] === undefined)
        return refuse("unknown_zone", SANDBOX_RULE, `there is no zone ${cmd.zone}`);
      const tokens = (state.noise[cmd.zone] ?? 0) + delta;
      if (tokens < 0) return refuse("no_noise", SANDBOX_RULE, `there is no Noise token in ${cmd.zone}`);
      const { [cmd.zone]: _gone, ...rest } = state.noise;
      const noise = tokens > 0 ? { ...rest, [cmd.zone]: tokens } : rest;
      return ok({
        state: { ...state, noise },
        events: [{ type: "SandboxNoiseChanged", zone: cmd.zone, tokens, rule: SANDBOX_RULE }],
      });
    },
  };
}

/** Adds one Noise token to any zone, by hand. */
export const sandboxAddNoise = noiseModule("sandboxAddNoise", 1);
/** Removes one Noise token from a zone that has one. */
export const sandboxRemoveNoise = noiseModule("sandboxRemoveNoise", -1);
