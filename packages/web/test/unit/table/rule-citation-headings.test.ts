import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ruleCitation } from "../../../src/table/log/rule-citation.ts";
import { tableI18n } from "./log-words.ts";

const tFor = (lng: string) => tableI18n.getFixedT(lng, "table") as TFunction;
const dogRule = "Canine Companions, Instructions (1 of the Trainer's Actions: the dog moves up to 3 Zones)";

describe("a rule cited by its heading (no section number)", () => {
  it("is named in Portuguese by the words of the module that plays it", () => {
    expect(ruleCitation(tFor("pt-BR"), "pt-BR", dogRule)).toBe("Companheiros Caninos, Instruções");
  });

  it("is shown as the engine writes it in English, and as it is when no module words it", () => {
    expect(ruleCitation(tFor("en"), "en", dogRule)).toBe(dogRule);
    expect(ruleCitation(tFor("pt-BR"), "pt-BR", "Some heading (an explanation)")).toBe(
      "Some heading (an explanation)",
    );
  });
});
