import { rewordedBy } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { commandWords, groupWords } from "../../../src/table/actions/command-words.ts";
import { logWords } from "./log-words.ts";

// A module may say another module's words its own way in the games that play it (`RuleModule.rewords`): the
// classic cars word the core cars' Drive in Season 1 terms (one Drive of 1 or 2 Zones, no slow or fast one).
const oneZone = { type: "drive", survivor: "josh", car: "c1", path: ["Z2"] };
const twoZones = { type: "drive", survivor: "josh", car: "c1", path: ["Z2", "Z3"] };
const game = (profile: string) => ({ profile, modules: ["core"] });

describe("a module rewording another's command", () => {
  it("is found among the game's modules only", () => {
    expect(rewordedBy(game("classic"), "cars", "command.drive")?.id).toBe("classic-cars");
    expect(rewordedBy(game("2e"), "cars", "command.drive")).toBeUndefined();
    expect(rewordedBy(game("classic"), "cars", "command.getInCar")).toBeUndefined();
    expect(rewordedBy(game("no-such-profile"), "cars", "command.drive")).toBeUndefined();
  });

  it.each([
    ["en", "2e", "Drive slowly to Z2", "Drive fast through Z2 → Z3"],
    ["en", "classic", "Drive 1 Zone to Z2", "Drive 2 Zones through Z2 → Z3"],
    ["pt-BR", "2e", "Dirigir devagar até Z2", "Dirigir rápido por Z2 → Z3"],
    ["pt-BR", "classic", "Dirigir 1 Zona até Z2", "Dirigir 2 Zonas por Z2 → Z3"],
  ])("in %s, a %s game says the Drive its own way", (lng, profile, one, two) => {
    const w = logWords(lng, game(profile));
    expect(commandWords(w, oneZone as never)).toBe(one);
    expect(commandWords(w, twoZones as never)).toBe(two);
    // The group's button and the other car commands keep the cars module's words.
    expect(groupWords(w, oneZone as never)).toBe(lng === "en" ? "Drive" : "Dirigir");
    expect(commandWords(w, { type: "getOutOfCar", survivor: "josh" } as never)).toBe(
      lng === "en" ? "Get out of the car" : "Sair do Carro",
    );
  });

  it("a view without a profile (an old save) keeps the owner's words", () => {
    expect(commandWords(logWords("en"), oneZone as never)).toBe("Drive slowly to Z2");
  });
});
