import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { BONUS_RULE, campaignPlaySlice } from "./state.ts";

const schema = z.strictObject({
  type: z.literal("useBonusAction"),
  survivor: z.string().min(1).max(64),
});
export type UseBonusActionCommand = z.infer<typeof schema>;

function left(state: ZombicideState, id: string): number {
  const sheet = campaignPlaySlice.read(state).sheets[id];
  return sheet ? sheet.reserve - sheet.spent : 0;
}

/**
 * Spending a Bonus Action (Campaign Rules): one more Action this Turn, to spend any way; each once per mission,
 * up to the sheet's Reserve, several in the same Turn if the player wants (the spent mark is kept in the game
 * and erased by the campaign at the mission's end).
 */
export const useBonusAction: ActionModule<UseBonusActionCommand> = {
  type: "useBonusAction",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || s.eliminated || left(state, s.id) < 1) return [];
    return [{ type: "useBonusAction" as const, survivor: s.id }];
  },
  apply(state, _seat, cmd) {
    const remaining = left(state, cmd.survivor);
    if (remaining < 1)
      return refuse("no_bonus_action", BONUS_RULE, `${cmd.survivor} has no Bonus Action left this mission`);
    let next = activate(state, cmd.survivor);
    const s = survivorById(next, cmd.survivor) as SurvivorState;
    next = replaceSurvivor(next, { ...s, actionsLeft: s.actionsLeft + 1 });
    next = campaignPlaySlice.update(next, (play) => {
      const sheet = play.sheets[cmd.survivor];
      if (!sheet) return play;
      return { ...play, sheets: { ...play.sheets, [cmd.survivor]: { ...sheet, spent: sheet.spent + 1 } } };
    });
    const events: ZombicideEvent[] = [
      { type: "BonusActionUsed", survivor: cmd.survivor, left: remaining - 1, rule: BONUS_RULE },
    ];
    return ok({ state: next, events });
  },
};
