import { moduleOfEvent } from "@horda/zombicide";
import { fieldsOf } from "../actions/command-words.ts";
import { moduleNamespace } from "../i18n/module-words.ts";
import { readingOptions } from "../words/field-reading.ts";
import type { Words } from "../words/words.ts";

/**
 * An event a rule module brings, in its module's words (`event.<Type>` in the module's namespace), with its
 * fields read as the module declares; null for a core event.
 */
export function formatModuleEvent(
  w: Words,
  e: { readonly type: string },
  types: Readonly<Record<string, string>>,
): string | null {
  const found = moduleOfEvent(e.type);
  if (!found) return null;
  const { module, reading } = found;
  const fields = e as unknown as Record<string, unknown>;
  return w.t(`event.${e.type}`, {
    // A module may word an event for the profiles that say XP (`event.<Type>_xp`); an event whose variant
    // picks its words (`variant`, also an i18next context) keeps its own.
    context: w.points,
    ...readingOptions(w, reading, fields, moduleNamespace(module.id), types),
    defaultValue: w.t("event.generic", { type: e.type, fields: fieldsOf(e) }),
  });
}
