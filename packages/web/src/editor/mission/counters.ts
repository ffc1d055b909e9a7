import { ID_PATTERN } from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import type { MissionFields } from "../model/records.ts";

/** Where a mission reads or changes a counter: a goal, a lose condition, a rule's trigger or one of its effects. */
export type CounterUse =
  | { readonly where: "goal"; readonly index: number; readonly value: number }
  | { readonly where: "lose"; readonly index: number; readonly value: number }
  | { readonly where: "trigger"; readonly rule: string; readonly value: number }
  | { readonly where: "effect"; readonly rule: string; readonly amount: number };

export type CounterRefusal = "badName" | "taken" | "inUse" | "unknown" | "badValue";

type Patch = Partial<MissionFields>;

/** Every goal, lose condition, trigger and effect that names the counter, in file order. */
export function counterUses(m: MissionFields, name: string): CounterUse[] {
  const out: CounterUse[] = [];
  m.goals.forEach((g, index) => {
    if (g.goal === "counter" && g.counter === name) out.push({ where: "goal", index, value: g.value });
  });
  m.lose.forEach((l, index) => {
    if (l.condition === "counter" && l.counter === name) out.push({ where: "lose", index, value: l.value });
  });
  for (const r of m.rules) {
    if (r.on.event === "counterReached" && r.on.counter === name)
      out.push({ where: "trigger", rule: r.id, value: r.on.value });
    for (const e of r.do)
      if (e.effect === "addToCounter" && e.counter === name)
        out.push({ where: "effect", rule: r.id, amount: e.amount });
  }
  return out;
}

/** Names the mission uses for counters without declaring them (each is a loader error). */
export function undeclaredCounters(m: MissionFields): string[] {
  const named = new Set<string>();
  for (const g of m.goals) if (g.goal === "counter") named.add(g.counter);
  for (const l of m.lose) if (l.condition === "counter") named.add(l.counter);
  for (const r of m.rules) {
    if (r.on.event === "counterReached") named.add(r.on.counter);
    for (const e of r.do) if (e.effect === "addToCounter") named.add(e.counter);
  }
  return [...named].filter((n) => n !== "" && !(n in m.counters));
}

/** Declares a new counter starting at 0, with the first free name "counter-N". */
export function addCounter(m: MissionFields): Patch {
  let n = Object.keys(m.counters).length + 1;
  while (`counter-${n}` in m.counters) n++;
  return { counters: { ...m.counters, [`counter-${n}`]: 0 } };
}

/** Sets a counter's start value (a whole number). */
export function setCounterStart(
  m: MissionFields,
  name: string,
  value: number,
): Result<Patch, CounterRefusal> {
  if (!(name in m.counters)) return err("unknown");
  if (!Number.isSafeInteger(value)) return err("badValue");
  return ok({ counters: { ...m.counters, [name]: value } });
}

/**
 * Renames a counter and every goal, lose condition, trigger and effect that names it, in place (the
 * counters keep their order). Refused when the new name is not an id or another counter has it.
 */
export function renameCounter(m: MissionFields, from: string, to: string): Result<Patch, CounterRefusal> {
  if (!(from in m.counters)) return err("unknown");
  if (from === to) return ok({});
  if (!ID_PATTERN.test(to)) return err("badName");
  if (to in m.counters) return err("taken");
  const counters = Object.fromEntries(Object.entries(m.counters).map(([k, v]) => [k === from ? to : k, v]));
  const goals = m.goals.map((g) => (g.goal === "counter" && g.counter === from ? { ...g, counter: to } : g));
  const lose = m.lose.map((l) =>
    l.condition === "counter" && l.counter === from ? { ...l, counter: to } : l,
  );
  const rules = m.rules.map((r) => ({
    ...r,
    on: r.on.event === "counterReached" && r.on.counter === from ? { ...r.on, counter: to } : r.on,
    do: r.do.map((e) => (e.effect === "addToCounter" && e.counter === from ? { ...e, counter: to } : e)),
  }));
  return ok({ counters, goals, lose, rules });
}

/** Removes a counter nothing uses; refused while a goal, condition, trigger or effect still names it. */
export function removeCounter(m: MissionFields, name: string): Result<Patch, CounterRefusal> {
  if (!(name in m.counters)) return err("unknown");
  if (counterUses(m, name).length > 0) return err("inUse");
  const { [name]: _gone, ...counters } = m.counters;
  return ok({ counters });
}
