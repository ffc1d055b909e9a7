import type { ZombicideState } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { playCheckedGames } from "./support/checked-games.ts";
import { loadMission, missionConfig } from "./support/mission-games.ts";

// Random legal games of a core mission with the §10 skills that react, interrupt or decide handed out to the
// cast: no exception, every legal command accepted, cards conserved, replay byte for byte.
const GAMES = Number(process.env.HORDA_PROPERTY_GAMES ?? 8);
const ROUNDS = 15;

const SKILLS: Readonly<Record<string, readonly string[]>> = {
  wanda: [
    "taunt",
    "reaper:combat",
    "roll-6-plus-1-die:combat",
    "roll-6-plus-1-damage:combat",
    "hold-your-nose",
  ],
  doug: ["combat-reflexes", "sidestep", "escalation:combat", "brother-in-arms:lucky"],
  amy: ["zombie-link", "distributor", "dual-expert", "ambidextrous"],
  ned: ["improvised-weapon:melee", "improvised-weapon:ranged", "blitz", "bloodlust:combat"],
  josh: ["is-that-all-youve-got", "brother-in-arms:tough"],
  elle: ["brother-in-arms:is-that-all-youve-got", "hold-your-nose", "combat-reflexes"],
};

describe("random legal games with the reacting skills", () => {
  const mission = loadMission("first-night");
  it(
    `${GAMES} games up to ${ROUNDS} rounds`,
    () => {
      playCheckedGames(GAMES, ROUNDS, (g) => {
        const base = missionConfig(mission, 1 + (g % 3));
        const config = {
          ...base,
          // Sturdy survivors at Yellow from the start: Extra Activation cards act (Zombie link), games last.
          survivors: base.survivors.map((s) => ({
            ...s,
            skills: SKILLS[s.id] ?? [],
            health: 40,
            adrenaline: 7,
          })),
        };
        const onState = (state: ZombicideState) => {
          for (const s of state.survivors) expect(s.wounds).toBeLessThanOrEqual(s.health);
        };
        return { config, seed: `skills-${g}`, hooks: { onState } };
      });
    },
    60_000 + GAMES * 1_000,
  );
});
