import { describe, expect, it } from "vitest";
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
