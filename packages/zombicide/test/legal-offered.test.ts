import { describe, expect, it } from "vitest";
import { holdsAnySkill } from "../src/game/skills/effects.ts";
import { actingSurvivors } from "../src/game/turns.ts";
import type { ZombicideState } from "../src/game/types.ts";
import { zombicide } from "../src/index.ts";
import { rulesOf } from "../src/kernel/registry.ts";
import { loadMission, missionConfig, playRandomGame } from "./support/mission-games.ts";

// `legal` asks only the commands of the switched-on modules (`Rules.offered`): a switched-off module's
// commands refuse themselves, so asking them was only work (a quarter of the 2e profile's commands).
describe("the commands legal asks", () => {
  it("are the switched-on modules' commands, in the profile's order; a mode switched on brings its own", () => {
    const plain = zombicide.setup(missionConfig(loadMission("first-night"), 2), "offered");
    const free = zombicide.setup(
      missionConfig(loadMission("first-night"), 2, { modules: ["sandbox"] }),
      "offered",
    );
    if (!plain.ok || !free.ok) throw new Error("setup refused");
    for (const state of [plain.value, free.value]) {
      const rules = rulesOf(state);
      const on = rules.commands.filter((c) => rules.modules.some((m) => m.commands?.includes(c)));
      expect(rules.offered).toEqual(on);
    }
    const types = (s: typeof plain.value) => rulesOf(s).offered.map((c) => c.type);
    expect(types(plain.value)).not.toContain("sandboxFlipDoor");
    expect(types(free.value)).toContain("sandboxFlipDoor");
    expect(rulesOf(plain.value).offered.length).toBeLessThan(rulesOf(plain.value).commands.length);
    // The free mode switched on: its commands are offered at once (a door to flip).
    expect(zombicide.legal(free.value, "p1").some((c) => c.type === "sandboxFlipDoor")).toBe(true);
  });

  it("leaves out only commands that offer nothing: switched-off modules' commands through random core games", () => {
    let states = 0;
    for (const id of ["first-night", "cold-storage"]) {
      playRandomGame(missionConfig(loadMission(id), 2), `offered-${id}`, 4, {
        onState: (state) => {
          const rules = rulesOf(state);
          for (const m of rules.commands) {
            if (rules.offered.includes(m) || m.kind === "decision") continue;
            for (const seat of state.seats) {
              expect(m.legal(state, seat), `${m.type} for ${seat}`).toEqual([]);
              for (const s of state.survivors)
                expect(m.legal(state, seat, s), `${m.type} for ${s.id}`).toEqual([]);
            }
          }
          states++;
        },
      });
    }
    expect(states).toBeGreaterThan(100);
  }, 120_000);
});

// A skill's command names the skills it needs (`needsSkill`): `legal` does not ask it about a survivor holding
// none of them, which must change nothing: such a survivor is offered nothing by it anyway.
describe("the skills a command needs", () => {
  const gated = (state: ZombicideState) => rulesOf(state).offered.filter((m) => m.needsSkill !== undefined);
  const names = (skill: string, ids: readonly string[]) =>
    ids.some((id) => skill === id || skill.startsWith(`${id}:`));
  /** Every survivor given every skill a gated command needs, but `but`'s (also taken from their own). */
  const skilled = (state: ZombicideState, but: readonly string[] = []): ZombicideState => {
    const extra = gated(state)
      .flatMap((m) => m.needsSkill ?? [])
      .filter((k) => !names(k, but));
    const survivors = state.survivors.map((s) => ({
      ...s,
      skills: [...s.skills.filter((k) => !names(k, but)), ...extra],
    }));
    return { ...state, survivors };
  };

  it("are asked only of survivors holding one, and a survivor holding none is offered nothing by them", () => {
    let asked = 0;
    const offeredTypes = new Set<string>();
    for (const id of ["first-night", "six-blocks"]) {
      playRandomGame(missionConfig(loadMission(id), 2), `needs-skill-${id}`, 4, {
        onState: (state) => {
          if (state.pending.length > 0) return;
          expect(gated(state).map((m) => m.type)).toEqual(
            expect.arrayContaining(["skillMove", "taunt", "bornLeader", "lifesaver", "shove"]),
          );
          // Every other gated skill held, none of this command's: it offers nothing.
          for (const m of gated(state)) {
            const without = skilled(state, m.needsSkill);
            for (const seat of without.seats)
              for (const s of actingSurvivors(without, seat)) {
                expect(holdsAnySkill(without, s, m.needsSkill ?? [])).toBe(false);
                expect(m.legal(without, seat, s), `${m.type} for ${s.id}`).toEqual([]);
                asked++;
              }
          }
          // With the skills, their commands are offered where the game allows them.
          const all = skilled(state);
          for (const seat of all.seats) for (const c of zombicide.legal(all, seat)) offeredTypes.add(c.type);
        },
      });
    }
    expect(asked).toBeGreaterThan(100);
    expect([...offeredTypes]).toEqual(expect.arrayContaining(["skillMove", "taunt", "bornLeader"]));
  }, 120_000);
});
