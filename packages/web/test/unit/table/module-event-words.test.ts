import { describe, expect, it } from "vitest";
import { tableEn } from "../../../src/table/i18n/en.ts";
import { tablePtBR } from "../../../src/table/i18n/pt-BR.ts";
import { formatEvent } from "../../../src/table/log/format-event.ts";
import { logWords } from "./log-words.ts";

// Events a rule module declares read from the module's words (registered as its own namespace), not from the
// web's locale files: Shove's `ZombiesShoved` and 2 cocktails' `SkillRolled` (a variant picked by a field).
const state = { survivors: [{ id: "josh", name: "Josh" }] };
const skills = {
  "two-cocktails-are-better-than-one": {
    en: "2 cocktails are better than 1",
    "pt-BR": "2 coquetéis são melhores que 1",
  },
};
const words = (lng: string) => logWords(lng, state, skills);
const tableEvents = (table: { event: Record<string, string> }) => Object.keys(table.event);

describe("a module's events in its own words", () => {
  const shoved = {
    type: "ZombiesShoved",
    survivor: "josh",
    zombies: ["z1", "z2"],
    from: "Z1",
    to: "Z2",
    rule: "r",
  };
  const types = { z1: "walker", z2: "walker" };

  it("are not in the web's locale files", () => {
    for (const table of [tableEn, tablePtBR])
      expect(tableEvents(table as never).filter((k) => /^(ZombiesShoved|SkillRolled)/.test(k))).toEqual([]);
  });

  it("reads Shove's event in en and pt-BR, its fields read as names", () => {
    expect(formatEvent(words("en"), shoved as never, types)).toBe("Josh shoves 2 Walkers from Z1 into Z2");
    expect(formatEvent(words("pt-BR"), shoved as never, types)).toBe("Josh empurra 2 Lerdos de Z1 para Z2");
  });

  it("picks the words of a variant by the event's field", () => {
    const rolled = (success: boolean) => ({
      type: "SkillRolled",
      survivor: "josh",
      skill: "two-cocktails-are-better-than-one",
      dice: [5],
      success,
      rule: "r",
    });
    expect(formatEvent(words("en"), rolled(true) as never)).toBe(
      "Josh rolls 5 for 2 cocktails are better than 1: it works",
    );
    expect(formatEvent(words("pt-BR"), rolled(false) as never)).toBe(
      "Josh rola 5 para 2 coquetéis são melhores que 1: sem sorte",
    );
  });
});
