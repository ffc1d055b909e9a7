import { installedModules, moduleOfEvent } from "@horda/zombicide";
import { describe, expect, it } from "vitest";

// A module's events read from its own words: every event it declares has words in both languages, and the
// placeholders they use are the same in both (a pt-BR line never drops a field the en line shows).
const LANGUAGES = ["en", "pt-BR"] as const;
const withEvents = installedModules().filter((m) => Object.keys(m.events ?? {}).length > 0);

/** A module's keys for one event: `event.<Type>`, or its variants and plurals `event.<Type>_<suffix>`. */
const keysOf = (words: Readonly<Record<string, string>>, type: string) =>
  Object.keys(words).filter((k) => k === `event.${type}` || k.startsWith(`event.${type}_`));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("rule modules' event words", () => {
  it("exist: skill modules bring their own events", () => {
    expect(withEvents.map((m) => m.id)).toEqual(
      expect.arrayContaining(["shove", "lifesaver", "born-leader"]),
    );
    expect(moduleOfEvent("ZombiesShoved")?.module.id).toBe("shove");
    expect(moduleOfEvent("SurvivorMoved")).toBeUndefined();
  });

  it.each(withEvents.map((m) => [m.id, m] as const))(
    "%s words each of its events in en and pt-BR",
    (_, m) => {
      const problems: string[] = [];
      for (const [type, reading] of Object.entries(m.events ?? {})) {
        const en = keysOf(m.words?.en ?? {}, type);
        const pt = keysOf(m.words?.["pt-BR"] ?? {}, type);
        for (const lng of LANGUAGES)
          if (keysOf(m.words?.[lng] ?? {}, type).length === 0) problems.push(`${type}: no ${lng} words`);
        if (reading.variant !== undefined && en.some((k) => k === `event.${type}`))
          problems.push(`${type}: a variant reading needs event.${type}_<value> words`);
        for (const key of en) {
          const ptKey = pt.find((k) => k === key) ?? pt.find((k) => k.startsWith(`${key}_`));
          if (!ptKey) problems.push(`${key}: no pt-BR counterpart`);
          else if (
            placeholders(m.words?.en[key] ?? "").join() !==
            placeholders(m.words?.["pt-BR"][ptKey] ?? "").join()
          )
            problems.push(`${key}: en and pt-BR interpolate different fields`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(
    installedModules()
      .filter((m) => m.words)
      .map((m) => [m.id, m] as const),
  )(
    "%s says every word in both languages, with the same fields (phrases and words its events read too)",
    (_, m) => {
      const en = m.words?.en ?? {};
      const pt = m.words?.["pt-BR"] ?? {};
      const problems = [...new Set([...Object.keys(en), ...Object.keys(pt)])].flatMap((key) => {
        if (en[key] === undefined || pt[key] === undefined) return [`${key}: missing in one language`];
        return placeholders(en[key]).join() === placeholders(pt[key]).join()
          ? []
          : [`${key}: en and pt-BR interpolate different fields`];
      });
      expect(problems).toEqual([]);
    },
  );
});
