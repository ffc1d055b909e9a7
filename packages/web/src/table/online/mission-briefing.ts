import { bundledPacks } from "../content/packs.ts";

type Names = { readonly en?: string; readonly "pt-BR"?: string };

/** A bundled mission's briefing by id (the server's view carries the mission's rules, not its briefing). */
export function missionBriefing(id: string): Names | undefined {
  const packs = bundledPacks();
  if (!packs.ok) return undefined;
  for (const pack of Object.values(packs.packs)) {
    const m = pack.missions.find((x) => x.id === id);
    if (m) return m.briefing;
  }
  return undefined;
}
