import type { PendingDecision } from "@horda/table";
import type { Words } from "../words/words.ts";

type Options = Record<string, unknown>;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** Rio Z Janeiro's decisions in words (Zombie Pull, Bite on This!, a Wound card's free attack); null otherwise. */
export function rioDetails(w: Words, d: PendingDecision): string | null {
  const o = (d.options ?? {}) as Options;
  if (d.kind === "zombiePull" && Array.isArray(o.pulls)) {
    const pulls = (o.pulls as Options[]).map((p) =>
      w.t("rioDecisions.pullOne", {
        survivor: w.survivor(String(p.survivor ?? "")),
        zones: strings(p.zones).join(` ${w.t("rioDecisions.or")} `),
      }),
    );
    return w.t("rioDecisions.pull", { pulls: pulls.join("; ") });
  }
  if (d.kind === "biteOnThis")
    return w.t("rioDecisions.bite", {
      survivor: w.survivor(String(o.survivor ?? "")),
      weapons: w.list(strings(o.weapons).map(w.card)),
    });
  if (d.kind === "woundAttack")
    return w.t(o.mode === "ranged" ? "rioDecisions.attack_ranged" : "rioDecisions.attack_melee", {
      survivor: w.survivor(String(o.survivor ?? "")),
      card: w.t(`rioWounds.name_${String(o.card ?? "")}`),
    });
  return null;
}
