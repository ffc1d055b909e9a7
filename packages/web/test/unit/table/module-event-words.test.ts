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

describe("a combination's cards, counted", () => {
  const combined = (made: number) => ({
    type: "CardsCombined",
    survivor: "josh",
    cards: ["gasoline", "glass-bottles"],
    card: "molotov",
    made,
    rule: "r",
  });
  it("says one Molotov, or two with the Season 1 2 cocktails are better than 1", () => {
    expect(formatEvent(words("en"), combined(1) as never)).toBe(
      "Josh combines gasoline, glass-bottles into molotov",
    );
    expect(formatEvent(words("en"), combined(2) as never)).toBe(
      "Josh combines gasoline, glass-bottles into 2 × molotov",
    );
    expect(formatEvent(words("pt-BR"), combined(2) as never)).toBe(
      "Josh combina gasoline, glass-bottles em 2 × molotov",
    );
  });
});

// The skill machinery's, the cars', the Companions', food's, Ultrared's and the free mode's events moved into
// their modules (issue 11) and read as they did from the web's locale files.
describe("events moved into their modules read as before", () => {
  const people = {
    survivors: [
      { id: "josh", name: "Josh" },
      { id: "lili", name: "Lili" },
      { id: "ned", name: "Ned" },
    ],
  };
  const w = (lng: string) => logWords(lng, people, { medic: { en: "Medic", "pt-BR": "Médico" } });

  it("are not in the web's locale files", () => {
    const moved =
      /^(SkillUsed|WoundsHealed|LentActionEnded|ExtraTurnStarted|FoodEaten|UltraredReset|Car[A-Z]|Companion(Rallied|HandedOver)|Sandbox)/;
    for (const table of [tableEn, tablePtBR])
      expect(tableEvents(table as never).filter((k) => moved.test(k))).toEqual([]);
  });

  it("tells a phrase only when its field has a value (a car's Companions)", () => {
    const entered = (companions: string[]) => ({
      type: "CarEntered",
      survivor: "josh",
      car: "c1",
      seat: "driver",
      companions,
      rule: "r",
    });
    expect(formatEvent(w("en"), entered([]) as never)).toBe("Josh gets into the c1 as the Driver");
    expect(formatEvent(w("en"), entered(["lili", "ned"]) as never)).toBe(
      "Josh gets into the c1 as the Driver (with Lili, Ned)",
    );
    expect(formatEvent(w("pt-BR"), { ...entered(["lili"]), seat: "passenger" } as never)).toBe(
      "Josh entra no c1 como Passageiro (com Lili)",
    );
  });

  it("picks words by whether a field has a value (rallied or handed over)", () => {
    const led = {
      type: "CompanionLed",
      companion: "ned",
      leader: "josh",
      from: null,
      skill: null,
      rule: "r",
    };
    expect(formatEvent(w("en"), led as never)).toBe("Josh rallies Ned, who now follows as a Companion");
    expect(formatEvent(w("en"), { ...led, from: "lili", skill: "medic" } as never)).toBe(
      "Lili hands Ned over to Josh; Medic goes to the Leader",
    );
    const searched = { type: "CarSearched", survivor: "josh", car: "c1", discarded: [], rule: "r" };
    expect(formatEvent(w("en"), searched as never)).toBe("Josh searches the c1");
  });

  it("reads plurals, boolean variants and the module's own words", () => {
    const healed = {
      type: "WoundsHealed",
      survivor: "josh",
      wounds: 2,
      total: 0,
      by: "lili",
      skill: "medic",
    };
    expect(formatEvent(w("en"), healed as never)).toBe("Lili heals 2 wounds of Josh (Medic): 0 left");
    expect(formatEvent(w("pt-BR"), { ...healed, wounds: 1 } as never)).toBe(
      "Lili cura 1 Ferimento de Josh (Médico): restam 0",
    );
    const door = { type: "SandboxDoorFlipped", door: "d3", open: false, rule: "r" };
    expect(formatEvent(w("en"), door as never)).toBe("Table edit: door d3 closed");
    const drawn = { type: "SandboxCardDrawn", survivor: "josh", card: "x", deck: "epic", slot: "backpack" };
    expect(formatEvent(w("pt-BR"), drawn as never)).toBe(
      "Edição da mesa: Josh pegou x do baralho Épico na mochila",
    );
    const lent = { type: "LentActionEnded", survivor: "josh", leader: "lili" };
    expect(formatEvent(w("en"), lent as never)).toBe("Josh has used the Action Lili gave");
  });
});

describe("the advanced rules' events in their modules' words", () => {
  const w = (lng: string) => logWords(lng, { survivors: [{ id: "josh", name: "Josh" }] });

  it("reads All-Out, KO and Objective card events as before", () => {
    const ko = {
      type: "SurvivorKnockedOut",
      survivor: "josh",
      zone: "Z2",
      deadline: 4,
      discarded: [],
      rule: "r",
    };
    expect(formatEvent(w("en"), ko as never)).toBe(
      "Josh is KOed in Z2: their cards are discarded; take them by the end of round 4",
    );
    const note = {
      type: "ObjectiveCardRevealed",
      survivor: "josh",
      card: "n12",
      number: 12,
      note: true,
      zone: null,
      rule: "r",
    };
    // Cards and Notes by their printed number, not the mission's card id.
    expect(formatEvent(w("en"), note as never)).toBe("The team reads Note #12");
    expect(formatEvent(w("pt-BR"), { ...note, note: false } as never)).toBe(
      "Josh lê a carta de Objetivo nº 12 para a mesa",
    );
    const team = { type: "AchievementGained", id: "brave", survivor: null, card: "3", rule: "r" };
    expect(formatEvent(w("en"), team as never)).toBe("Achievement for the whole team: brave");
    expect(formatEvent(w("en"), { ...team, survivor: "josh" } as never)).toBe("Achievement for Josh: brave");
  });
});

describe("Season 1's wound-cost module: an eliminated survivor's equipment", () => {
  it("says the cards are discarded, by name, in both languages", () => {
    const gone = { type: "EquipmentDiscarded", survivor: "josh", cards: ["pistol", "crowbar"], rule: "r" };
    expect(formatEvent(words("en"), gone as never)).toBe(
      "Josh is gone: the equipment left behind is discarded (pistol, crowbar)",
    );
    expect(formatEvent(words("pt-BR"), gone as never)).toBe(
      "Josh se foi: o equipamento que deixou é descartado (pistol, crowbar)",
    );
  });
});
