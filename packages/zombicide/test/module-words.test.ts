import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  allCommands,
  installedModules,
  moduleOfCommand,
  moduleOfDecision,
  moduleOfEvent,
  moduleOfRefusal,
  switchableModes,
} from "@horda/zombicide";
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

// Issue 11: a module words its own commands, refusal codes and decisions (the web table reads them from it).
describe("rule modules' command, refusal and decision words", () => {
  /** Its keys for one thing: `<prefix>.<name>`, or its variants and plurals `<prefix>.<name>_<suffix>`. */
  const has = (words: Readonly<Record<string, string>> | undefined, prefix: string, name: string) =>
    Object.keys(words ?? {}).some((k) => k === `${prefix}.${name}` || k.startsWith(`${prefix}.${name}_`));

  it.each(installedModules().map((m) => [m.id, m] as const))(
    "%s words every command it brings, refusal code and decision kind it declares, in en and pt-BR",
    (_, m) => {
      const problems: string[] = [];
      for (const command of m.commands ?? [])
        if (moduleOfCommand(command.type)?.module.id !== m.id)
          problems.push(`${command.type}: no reading in ${m.id}`);
      for (const lng of LANGUAGES) {
        const words = m.words?.[lng];
        for (const [type, reading] of Object.entries(m.commandWords ?? {})) {
          if (!has(words, "command", type)) problems.push(`command ${type}: no ${lng} words`);
          if (reading.group && !has(words, "group", type)) problems.push(`group ${type}: no ${lng} words`);
          for (const key of Object.values(reading.wraps ?? {}))
            if (words?.[key] === undefined) problems.push(`${type} wraps with ${key}: no ${lng} words`);
        }
        for (const code of m.refusals ?? [])
          if (!words?.[`refusal.${code}`]) problems.push(`refusal ${code}: no ${lng} words`);
        for (const [kind, reading] of Object.entries(m.decisions ?? {})) {
          if (!words?.[`decision.${kind}`]) problems.push(`decision ${kind}: no ${lng} words`);
          if (reading.details && !words?.[`details.${kind}`])
            problems.push(`details ${kind}: no ${lng} words`);
        }
        if (m.switchable && (!words?.name || !words["mode.switch"]))
          problems.push(`switchable mode: no ${lng} name or mode.switch`);
      }
      expect(problems).toEqual([]);
    },
  );

  it("every command of the engine is worded by its module, and the core decisions and refusals are the core's", () => {
    expect(
      allCommands()
        .filter((c) => !moduleOfCommand(c.type))
        .map((c) => c.type),
    ).toEqual([]);
    for (const kind of ["reroll", "assignHits", "keepCards", "skillChoice", "zombieWound", "zombieSplit"])
      expect(moduleOfDecision(kind)?.module.id).toBe("core");
    expect(moduleOfDecision("combatReflexes")?.module.id).toBe("combat-reflexes");
    expect(moduleOfRefusal("not_enough_actions")?.id).toBe("core");
    expect(moduleOfRefusal("cannot_taunt")?.id).toBe("taunt");
    expect(switchableModes("2e").map((m) => m.id)).toEqual(["dark-zones", "ultrared", "abomination-fest"]);
  });
});

/** Every decision kind the engine raises, read from its source: `decisionType<…>("kind")` or a constant's value. */
function raisedDecisionKinds(): string[] {
  const src = join(dirname(fileURLToPath(import.meta.url)), "../src");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
    });
  const texts = files(src).map((f) => readFileSync(f, "utf8"));
  const constants = new Map<string, string>();
  for (const t of texts)
    for (const m of t.matchAll(/const (\w+) = "(\w+)";/g)) constants.set(m[1] as string, m[2] as string);
  const kinds = new Set<string>();
  for (const t of texts)
    for (const m of t.matchAll(/decisionType<[^>]*>\(\s*(?:"(\w+)"|(\w+))\s*\)/g)) {
      const kind = m[1] ?? constants.get(m[2] as string);
      if (kind) kinds.add(kind);
      else throw new Error(`decision kind ${m[2]}: no constant found`);
    }
  return [...kinds].sort();
}

describe("decisions the engine raises", () => {
  it("are each declared, with its words, by one module", () => {
    const kinds = raisedDecisionKinds();
    expect(kinds).toEqual(expect.arrayContaining(["reroll", "zombieWound", "combatReflexes", "zombiePull"]));
    expect(kinds.filter((k) => !moduleOfDecision(k))).toEqual([]);
  });
});

describe("words a module says for another (`rewords`)", () => {
  const rewording = installedModules().filter((m) => Object.keys(m.rewords ?? {}).length > 0);
  const keysFor = (words: Readonly<Record<string, string>> | undefined, key: string) =>
    Object.keys(words ?? {}).filter((k) => k === key || k.startsWith(`${key}_`));

  it("exist: the classic cars reword the core cars' Drive", () => {
    expect(rewording.map((m) => m.id)).toContain("classic-cars");
  });

  it.each(rewording.map((m) => [m.id, m] as const))(
    "%s words every key it rewords, as the owner does, in en and pt-BR",
    (_, m) => {
      const problems: string[] = [];
      for (const [owner, keys] of Object.entries(m.rewords ?? {})) {
        const o = installedModules().find((x) => x.id === owner);
        if (!o) problems.push(`no module ${owner}`);
        for (const key of keys)
          for (const lng of LANGUAGES) {
            const own = keysFor(o?.words?.[lng], key);
            const mine = keysFor(m.words?.[lng], key);
            if (own.length === 0) problems.push(`${owner} has no ${lng} words ${key}`);
            if (mine.length === 0) problems.push(`${key}: no ${lng} words`);
            for (const k of mine)
              if (
                placeholders(m.words?.[lng][k] ?? "").some(
                  (p) => !own.some((ok) => placeholders(o?.words?.[lng][ok] ?? "").includes(p as string)),
                )
              )
                problems.push(`${k} (${lng}) interpolates a field the owner's words do not`);
          }
      }
      expect(problems).toEqual([]);
    },
  );
});
