import type { PackSet } from "@horda/content";
import type { CampaignRecord } from "@horda/zombicide";
import { localizedName } from "../app/localized-name.ts";

/** Names in the reader's language: survivors and cards from the packs, Campaign Skills from the record. */
export function campaignNames(packs: PackSet, record: CampaignRecord | null, language: string) {
  const all = Object.values(packs);
  // A Companion (Penny) is named from the packs' Companion cards when no survivor has the id.
  const survivor = (id: string) => {
    const s =
      all.flatMap((p) => p.survivors).find((x) => x.id === id) ??
      all.flatMap((p) => p.companions ?? []).find((x) => x.id === id);
    return s ? localizedName(s.names, language) : id;
  };
  const card = (id: string) => {
    const plain = id.split("#")[0] ?? id;
    const c = all.flatMap((p) => p.equipment).find((x) => x.id === plain);
    return c ? localizedName(c.names, language) : plain;
  };
  const skill = (id: string) => {
    const s = record?.rules.skills.find((x) => x.id === id);
    return s ? localizedName(s.names, language) : id;
  };
  const achievement = (id: string) => {
    const a = record?.rules.achievements.find((x) => x.id === id);
    return a ? localizedName(a.names, language) : id;
  };
  const mission = (i: number) => {
    const m = record?.missions[i];
    return m ? localizedName(m.names, language) : String(i + 1);
  };
  /** The name a player gave at the campaign's start, else the seat's id. */
  const player = (seat: string) => record?.start.players?.find((p) => p.seat === seat)?.name ?? seat;
  return { survivor, card, skill, achievement, mission, player };
}

export type CampaignNames = ReturnType<typeof campaignNames>;
