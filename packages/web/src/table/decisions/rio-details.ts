import type { PendingDecision } from "@horda/table";
import { moduleNamespace } from "../i18n/module-words.ts";
import type { Words } from "../words/words.ts";

type Options = Record<string, unknown>;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * A Zombie Pull (Rio Z Janeiro) in words: who may be pulled into which zones, in the zombie-pull module's words
 * (a list of choices, which a module's `details` reading does not say); null for another decision.
 */
export function rioDetails(w: Words, d: PendingDecision): string | null {
  const o = (d.options ?? {}) as Options;
  if (d.kind !== "zombiePull" || !Array.isArray(o.pulls)) return null;
  const ns = moduleNamespace("zombie-pull");
  const pulls = (o.pulls as Options[]).map((p) =>
    w.t("pull.one", {
      ns,
      survivor: w.survivor(String(p.survivor ?? "")),
      zones: strings(p.zones).join(` ${w.t("pull.or", { ns })} `),
    }),
  );
  return w.t("pull.all", { ns, pulls: pulls.join("; ") });
}
