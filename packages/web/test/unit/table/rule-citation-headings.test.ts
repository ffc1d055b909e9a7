import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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

/**
 * Every string literal of the engine's modules that cites a Rio Z Janeiro or Fort Hendrix rule by its heading
 * (the modules' own `rule.<heading>` words left out).
 */
function boxCitations(): string[] {
  const root = fileURLToPath(new URL("../../../../zombicide/src/modules", import.meta.url));
  const cited = new Set<string>();
  const worded = new Set<string>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith(".ts")) {
        const text = readFileSync(p, "utf8");
        for (const m of text.matchAll(/"rule\.[^"]+":\s*"([^"]*)"/g)) worded.add(m[1] as string);
        for (const m of text.matchAll(/"((?:rio |Fort Hendrix, |Rio Z Janeiro \/ Fort Hendrix, )[^"]*)"/g))
          cited.add(m[1] as string);
      }
    }
  };
  walk(root);
  return [...cited].filter((c) => !worded.has(c));
}

describe("Rio Z Janeiro and Fort Hendrix rules cited in the log", () => {
  it("name an Objective card's effects by the card, not by its id, in both languages", () => {
    const cited = 'mission fh-m10: special rule "objective-card-c-command-office"';
    expect(ruleCitation(tFor("en"), "en", cited)).toBe("the mission's Objective card");
    expect(ruleCitation(tFor("pt-BR"), "pt-BR", cited)).toBe("a carta de Objetivo da missão");
    expect(ruleCitation(tFor("en"), "en", 'mission m1: special rule "blue-door"')).toBe(
      'mission m1: special rule "blue-door"',
    );
  });

  it("read in Portuguese: every heading a module cites has the module's pt-BR words", () => {
    const cited = boxCitations();
    expect(cited.length).toBeGreaterThan(80);
    const pt = tFor("pt-BR");
    const untold = cited.filter((rule) => ruleCitation(pt, "pt-BR", rule) === rule.replace(/\s*\(\?\)/g, ""));
    expect(untold).toEqual([]);
    expect(
      ruleCitation(pt, "pt-BR", "rio §Zombie Pull (before any Zombie Activation, each Zombie pulls)"),
    ).toBe("rio §Puxão Zumbi");
    expect(ruleCitation(pt, "pt-BR", "Fort Hendrix, Light Sources (turned off by 1 Action)")).toBe(
      "Fort Hendrix, Fontes de Luz",
    );
  });
});
