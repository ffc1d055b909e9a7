import { ok } from "@horda/table";
import { z } from "zod";
import { boardOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, endSurvivorTurn } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({ type: z.literal("escape"), survivor: z.string().min(1).max(64) });
export type EscapeCommand = z.infer<typeof schema>;

function onExit(state: ZombicideState, s: SurvivorState): boolean {
  const z = zoneIndex(state, s.zone);
  return boardOf(state).tokens.some((t) => t.kind === "exit" && t.zone === z);
}

/**
 * Escape (§2 Exit Zone): a survivor on the Exit Zone with no zombies there leaves the board; it ends its turn
 * doing so, since the Mission rule lets it escape at the end of its own turn.
 */
export const escapeExit: ActionModule<EscapeCommand> = {
  type: "escape",
  schema,
  kind: "survivor",
  legal: (state, _seat, s) =>
    s && onExit(state, s) && zombiesIn(state, s.zone) === 0 ? [{ type: "escape", survivor: s.id }] : [],
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    if (!onExit(state, s)) return refuse("not_on_exit", RULES.escape, `${s.name} is not on the Exit Zone`);
    if (zombiesIn(state, s.zone) > 0)
      return refuse(
        "zombies_on_exit",
        RULES.escape,
        `${s.name} cannot escape: there are zombies in ${s.zone}`,
      );
    const events: ZombicideEvent[] = [
      { type: "SurvivorEscaped", survivor: s.id, zone: s.zone, rule: RULES.escape },
    ];
    const active = activate(state, s.id);
    const next = replaceSurvivor(active, { ...(survivorById(active, s.id) as SurvivorState), escaped: true });
    return ok({ state: endSurvivorTurn(next, s.id, events), events });
  },
};
