import type { PackSet } from "@horda/content";
import { bundledPacks } from "../../table/content/packs.ts";

export interface OfferableSurvivor {
  readonly id: string;
  readonly names: { readonly en: string; readonly "pt-BR": string };
  /** True when the survivor's card values were not checked against a printed card (shown as such). */
  readonly unverified: boolean;
  /** True when a skill of the card starts it with a bonus (Starts with...): it cannot be a Companion (§12). */
  readonly startsWithBonus?: boolean;
}

/** The survivors one box (content pack) brings. */
export interface SurvivorBox {
  readonly box: string;
  /** The box's rule profile: a mission offers only the survivors of its profile's boxes (classic reuses 2E ids). */
  readonly profile: string;
  readonly names: { readonly en: string; readonly "pt-BR": string };
  readonly survivors: readonly OfferableSurvivor[];
}

function startsWithBonus(skills: PackSet[string]["survivors"][number]["skills"]): boolean {
  return [...skills.blue, ...skills.yellow, ...skills.orange, ...skills.red].some((k) =>
    k.startsWith("starts-with"),
  );
}

/** Survivors grouped by box, from loaded packs (boxes by id, survivors in pack order). */
export function survivorsByBox(packs: PackSet): SurvivorBox[] {
  return Object.values(packs)
    .filter((p) => p.survivors.length > 0)
    .map((p) => ({
      box: p.manifest.id,
      profile: p.manifest.game === "zombicide" ? p.manifest.ruleProfile : p.manifest.game,
      names: p.manifest.names,
      survivors: p.survivors.map((s) => ({
        id: s.id,
        names: s.names,
        unverified: s.unverified === true,
        ...(startsWithBonus(s.skills) ? { startsWithBonus: true } : {}),
      })),
    }))
    .sort((a, b) => a.box.localeCompare(b.box));
}

let cached: SurvivorBox[] | null = null;

/** Survivors by box from the packs bundled with the app (none when the packs do not load). */
export function bundledSurvivorsByBox(): readonly SurvivorBox[] {
  if (!cached) {
    const packs = bundledPacks();
    cached = packs.ok ? survivorsByBox(packs.packs) : [];
  }
  return cached;
}
