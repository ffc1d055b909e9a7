// biome-ignore-all lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
import { describe, expect, it } from "vitest";
import { DEFAULT_SET_FILES, type SetFileName, validateCardSet } from "../src/index.ts";

function broken(file: SetFileName, change: (json: any) => void) {
  const files = structuredClone(DEFAULT_SET_FILES) as Record<SetFileName, any>;
  change(files[file]);
  const r = validateCardSet(files);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.issues.filter((i) => i.severity === "error");
}

describe("card-set validator", () => {
  it("accepts Horda's default set, which names itself and is marked unverified", () => {
    const r = validateCardSet(DEFAULT_SET_FILES);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.warnings).toEqual([]);
      expect(r.set.pack.names.en).toBe("Horda default set");
      expect(r.set.pack.unverified).toBe(true);
    }
  });

  it("reports a wrong number of item cards", () => {
    const issues = broken("items.json", (j) => j.cards.pop());
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: "items.json",
        path: "$.cards",
        message: expect.stringContaining("42"),
      }),
    );
  });

  it("reports an objective card without three combinations, with its JSON path", () => {
    const issues = broken("objectives.json", (j) => j.cards[2].combinations.pop());
    expect(issues).toContainEqual(
      expect.objectContaining({ file: "objectives.json", path: "$.cards[2].combinations" }),
    );
  });

  it("reports an unknown item inside a combination (schema error)", () => {
    const issues = broken("objectives.json", (j) => {
      j.cards[0].combinations[1][0] = "rope";
    });
    expect(issues[0]).toMatchObject({ file: "objectives.json", path: "$.cards[0].combinations[1][0]" });
  });

  it("reports an escape card of a survivor that does not exist, and the survivor left without one", () => {
    const issues = broken("escape.json", (j) => {
      j.cards[0].survivor = "zed";
    });
    expect(issues.map((i) => [i.file, i.path])).toEqual(
      expect.arrayContaining([
        ["escape.json", "$.cards[0].survivor"],
        ["survivors.json", "$.cards[0]"],
      ]),
    );
  });

  it("reports time cards that do not show 6:00 to 1:00, and a token count that is not 30", () => {
    expect(broken("time.json", (j) => (j.cards[2].back = 2))[0]).toMatchObject({
      file: "time.json",
      path: "$.cards",
    });
    expect(broken("tokens.json", (j) => (j.counts.water = 9))[0]).toMatchObject({
      file: "tokens.json",
      path: "$.counts",
    });
  });

  it("reports a placement card without the box its player count needs", () => {
    const issues = broken("placement.json", (j) => delete j.cards[3].boxes["5"]);
    expect(issues[0]).toMatchObject({ file: "placement.json", path: "$.cards[3].boxes" });
  });

  it("reports a zombie ability that would need a choice, and a reward effect outside its category", () => {
    expect(
      broken("survivors.json", (j) => (j.cards[1].zombie.effects = [{ kind: "removeCard" }]))[0],
    ).toMatchObject({
      path: "$.cards[1].zombie.effects[0]",
    });
    expect(
      broken("rewards.json", (j) => (j.cards[0].levels[0].effects = [{ kind: "block" }]))[0],
    ).toMatchObject({
      path: "$.cards[0].levels[0].effects[0]",
    });
  });

  it("reports a deck too small to deal 8 cards each, and a missing file", () => {
    const small = broken("items.json", (j) => {
      for (const c of j.cards) if (c.players === 6) c.players = 3;
      for (let i = 0; i < 8; i++) j.cards[i].players = 6;
    });
    expect(small.some((i) => i.message.includes("fewer than the 40 needed"))).toBe(true);
    const files = { ...DEFAULT_SET_FILES } as Partial<Record<SetFileName, unknown>>;
    delete files["city.json"];
    const r = validateCardSet(files);
    expect(r.ok ? [] : r.issues).toContainEqual(
      expect.objectContaining({ file: "city.json", message: "The file city.json is missing." }),
    );
  });
});
