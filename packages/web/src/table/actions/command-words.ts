import { installedModules, moduleOfCommand, type ZombicideCommand } from "@horda/zombicide";
import { moduleNamespace } from "../i18n/module-words.ts";
import { present, readingOptions } from "../words/field-reading.ts";
import type { Words } from "../words/words.ts";

/** Everything but the type, as `field=value` (the words for a command type nobody described yet). */
export function fieldsOf(o: object): string {
  return Object.entries(o)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
}

/** A field that wraps a command's words is set: true, or a list with something in it. */
const wraps = (v: unknown) => v !== false && present(v);

/** The namespace of the module whose words declare `name` (`declared.<name>`: All-Out), or null. */
function declaredNamespace(name: string): string | null {
  const m = installedModules().find((x) => x.words?.en[`declared.${name}`] !== undefined);
  return m ? moduleNamespace(m.id) : null;
}

/**
 * The namespace of the module that words a command paid its way (`<key>.<Type>_<flag>`: a Move with the Slippery
 * module's `slippery` flag) or made with the rule its `source` names (`<key>.<Type>_<source>`: a re-roll by the
 * Blessed module's `blessed`), and that key; null when no such module words it.
 */
function wayWords(c: ZombicideCommand, key: string): { ns: string; key: string } | null {
  const ways = Object.entries(c).flatMap(([flag, value]) =>
    value === true ? [flag] : flag === "source" && typeof value === "string" ? [value] : [],
  );
  for (const way of ways) {
    const wayKey = `${key}.${c.type}_${way}`;
    const m = installedModules().find((x) => x.words?.en[wayKey] !== undefined);
    if (m) return { ns: moduleNamespace(m.id), key: wayKey };
  }
  return null;
}

/**
 * A command in its module's words (`command.<Type>`, or `group.<Type>` for a group's button), read as the module
 * declares (kernel/module.ts `CommandReading`); a command no module words reads as its type and fields.
 */
function say(w: Words, c: ZombicideCommand, key: "command" | "group"): string {
  const found = moduleOfCommand(c.type);
  if (!found) return w.t("reading.generic", { type: c.type, fields: fieldsOf(c) });
  const { module, reading } = found;
  // A module of the game may say this command its own way (the classic cars' Drive).
  const ns = moduleNamespace(w.wordsOwner(module.id, `${key}.${c.type}`));
  const way = wayWords(c, key);
  let text = way
    ? w.t(way.key, { ...readingOptions(w, reading, c, ns), ns: way.ns })
    : w.t(`${key}.${c.type}`, readingOptions(w, reading, c, ns));
  for (const [field, words] of Object.entries(reading.wraps ?? {}))
    if (wraps(c[field])) text = w.t(words, { ns, what: text });
  if (key === "command" && Array.isArray(c.declare))
    for (const name of c.declare) {
      const at = declaredNamespace(String(name));
      if (at) text = w.t(`declared.${String(name)}`, { ns: at, what: text });
    }
  return text;
}

export function commandWords(w: Words, c: ZombicideCommand): string {
  return say(w, c, "command");
}

/** The label of a zone-aimed group's button: the command's words without the target. */
export function groupWords(w: Words, c: ZombicideCommand): string {
  return moduleOfCommand(c.type)?.reading.group ? say(w, c, "group") : commandWords(w, c);
}
