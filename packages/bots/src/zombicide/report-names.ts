import type { Names } from "@horda/content";
import type { SimContent } from "./sim-config.ts";

/**
 * The survivors' and zombie types' names by id, in English and Brazilian Portuguese, as the mission's boxes print
 * them: the report carries them so its plots (web and HTML) say "Amy" and "Lerdo", not "amy" and "walker".
 */
export interface ReportNames {
  readonly survivors: Readonly<Record<string, Names>>;
  readonly zombies: Readonly<Record<string, Names>>;
}

export const NO_NAMES: ReportNames = { survivors: {}, zombies: {} };

const namesOf = (entries: Readonly<Record<string, { readonly names: Names }>>) =>
  Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, e.names]));

/** Every survivor's and zombie type's names in the content a mission is played with. */
export function contentNames(content: SimContent): ReportNames {
  return {
    survivors: namesOf(content.survivorCatalog.survivors),
    zombies: namesOf(content.zombieCatalog.types),
  };
}

/** Only the names of these ids, so a report carries what it shows and not the whole catalogue. */
export function namesFor(
  names: ReportNames,
  survivors: readonly string[],
  zombies: readonly string[],
): ReportNames {
  const pick = (from: Readonly<Record<string, Names>>, ids: readonly string[]) =>
    Object.fromEntries(ids.flatMap((id) => (from[id] ? [[id, from[id]]] : [])));
  return { survivors: pick(names.survivors, survivors), zombies: pick(names.zombies, zombies) };
}

/** An id's name in a language ("pt-BR", else English); the id itself when the report has no name for it. */
export function nameIn(names: Readonly<Record<string, Names>>, id: string, lang: string): string {
  const n = names[id];
  if (!n) return id;
  return lang.startsWith("pt") ? n["pt-BR"] : n.en;
}
