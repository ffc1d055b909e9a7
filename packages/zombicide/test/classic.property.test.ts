import { replay } from "@horda/table";
import { rulesOf, type ZombicideConfig, type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { equipmentCards, zombieCards } from "./support/card-places.ts";
import { CLASSIC_TEST_ZOMBIES } from "./support/classic-test-zombies.ts";
import { loadMission, missionConfig, playRandomGame } from "./support/mission-games.ts";

// Random legal games on the classic profile: a mission played on the Season 1 rules (2 Wounds kill, survivors
// hit first, Fatties with their escort, splits that add zombies, every room spawns) with a stand-in Season 1
// zombie side. No exception, every legal command accepted, no stall before the end, cards conserved, replay
// byte for byte.
const GAMES = Number(process.env.HORDA_PROPERTY_GAMES ?? 6);
const ROUNDS = 20;

function config(players: number) {
  const mission = { ...loadMission("first-night"), ruleProfile: "classic" as const };
  const base = missionConfig(mission, players, { zombieCatalog: CLASSIC_TEST_ZOMBIES });
  // Stand-in ID cards: the 2E cast without its printed Health, so the profile's 2 Wounds apply.
  const catalog = base.survivorCatalog as NonNullable<ZombicideConfig["survivorCatalog"]>;
  const survivors = Object.fromEntries(
    Object.entries(catalog.survivors).map(([id, card]) => {
      const { health: _printed, ...rest } = card;
      return [id, rest];
    }),
  );
  return { ...base, survivorCatalog: { ...catalog, survivors } } as ZombicideConfig;
}

describe("random legal games on the classic profile", () => {
  it(
    `${GAMES} games up to ${ROUNDS} rounds`,
    () => {
      const seen = { escorts: 0, splitsAdded: 0, survivorsHit: 0, ended: 0 };
      for (let g = 0; g < GAMES; g++) {
        let first: ZombicideState | null = null;
        const told: string[] = [];
        const { session } = playRandomGame(config(1 + (g % 3)), `classic-${g}`, ROUNDS, {
          onState: (state) => {
            first ??= state;
            expect(state.profile).toBe("classic");
            expect(equipmentCards(state)).toEqual(equipmentCards(first));
            expect(zombieCards(state)).toEqual(zombieCards(first));
            for (const s of state.survivors) {
              expect(s.health).toBe(2);
              expect(s.wounds).toBeLessThanOrEqual(2);
              expect(s.eliminated).toBe(s.wounds >= 2);
            }
            expect(state.zombies.filter((z) => z.type === "abomination").length).toBeLessThanOrEqual(1);
          },
          onEvents: (events) => {
            for (const e of events) if ("rule" in e && typeof e.rule === "string") told.push(e.rule);
          },
        });
        expect(rulesOf(session.state).profile.id).toBe("classic");
        // No stall: the game ended, or it was still going when the rounds ran out.
        const status = zombicide.status(session.state);
        if (status.kind === "finished") seen.ended++;
        else expect(session.state.turn.round).toBeGreaterThan(ROUNDS);
        const again = replay(zombicide, session.record);
        expect(again.ok).toBe(true);
        if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(session.state));
        const log = told.join("\n");
        seen.escorts += (log.match(/Fatties \(every Fatty spawns/g) ?? []).length;
        seen.splitsAdded += (log.match(/classic §5b Splitting \(zombies are added/g) ?? []).length;
        seen.survivorsHit += (log.match(/classic §5d Targeting/g) ?? []).length;
      }
      console.log(`classic property games: ${JSON.stringify(seen)}`);
    },
    60_000 + GAMES * 2_000,
  );
});
