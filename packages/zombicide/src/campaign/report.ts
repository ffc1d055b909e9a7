import { cardOf } from "../game/cards.ts";
import { survivorDanger } from "../game/danger.ts";
import { zombicide } from "../game/definition.ts";
import type { ZombicideState } from "../game/types.ts";
import { keepValue } from "./keep.ts";
import type { CampaignRecord, MissionReport } from "./schema.ts";

/**
 * What a played mission tells the campaign, read from the game's state: won or lost (a game not over yet
 * counts as lost: the team gave up), each campaign survivor's end (eliminated survivors are dead until the
 * KO rules land), the levels it reached (Ultrared laps never count: the Red level is reached once), its cards
 * with their Keep values, and the Companions to discard.
 */
export function missionReport(record: CampaignRecord, state: ZombicideState, game?: unknown): MissionReport {
  const status = zombicide.status(state);
  const won = status.kind === "finished" && (status.outcome === "win" || status.outcome === "won");
  const members = new Set(record.sheets.filter((s) => s.status === "active").map((s) => s.survivor));
  const catalogKeep = (card: string) => {
    const data = state.survivorCatalog.equipment[card];
    return data?.keep?.value;
  };
  const rank = { blue: 0, yellow: 1, orange: 2, red: 3 } as const;
  const dead = state.survivors.filter((s) => s.companion && s.eliminated).map((s) => s.card ?? cardOf(s.id));
  return {
    outcome: won ? "won" : "lost",
    survivors: state.survivors
      .filter((s) => members.has(s.id) && !s.companion)
      .map((s) => {
        const level = rank[survivorDanger(s)];
        const cards = [...s.hands, ...s.backpack].filter((c): c is string => c !== null);
        return {
          id: s.id,
          end: s.eliminated ? "dead" : s.escaped ? "escaped" : "standing",
          reachedOrange: level >= rank.orange,
          reachedRed: level >= rank.red,
          inventory: cards.map((card) => {
            const keep = keepValue(record, card, catalogKeep);
            return keep === undefined ? { card } : { card, keep };
          }),
        };
      }),
    companions: state.survivors.filter((s) => s.companion).map((s) => s.card ?? cardOf(s.id)),
    ...(dead.length > 0 ? { companionsDead: dead } : {}),
    ...(game === undefined ? {} : { game }),
  };
}
