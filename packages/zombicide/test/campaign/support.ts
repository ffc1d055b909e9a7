import {
  applyCampaign,
  type CampaignRecord,
  type CampaignStart,
  type MissionReport,
  startCampaign,
} from "@horda/zombicide";

/** A 3-mission Fort Hendrix campaign for two players: wanda and doug (p1), amy (p2). */
export function fhStart(over: Partial<CampaignStart> = {}): CampaignStart {
  return {
    id: "c1",
    title: "Test campaign",
    box: "fort-hendrix",
    seed: "s1",
    missions: ["first-night", "cold-storage", "last-broadcast"].map((m) => ({
      id: m,
      names: { en: m, "pt-BR": m },
      playable: `mission:${m}`,
    })),
    roster: ["wanda", "doug", "amy", "ned", "josh", "elle"],
    team: [
      { seat: "p1", survivor: "wanda" },
      { seat: "p1", survivor: "doug" },
      { seat: "p2", survivor: "amy" },
    ],
    ...over,
  };
}

export function started(over: Partial<CampaignStart> = {}): CampaignRecord {
  const r = startCampaign(fhStart(over));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies commands that must be accepted. */
export function run(record: CampaignRecord, ...commands: unknown[]): CampaignRecord {
  let now = record;
  for (const c of commands) {
    const next = applyCampaign(now, c);
    if (!next.ok) throw new Error(`${JSON.stringify(c)}: ${next.error.message}`);
    now = next.value;
  }
  return now;
}

/** The refusal code of a command that must be refused (and the record unchanged). */
export function refusal(record: CampaignRecord, command: unknown): string {
  const r = applyCampaign(record, command);
  if (r.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  return r.error.code;
}

type End = MissionReport["survivors"][number];
/** A report where everyone stands with nothing, unless told otherwise. */
export function report(
  record: CampaignRecord,
  outcome: "won" | "lost",
  over: Record<string, Partial<End>> = {},
  companions: string[] = [],
): MissionReport {
  return {
    outcome,
    survivors: record.sheets
      .filter((s) => s.status === "active")
      .map((s) => ({
        id: s.survivor,
        end: "standing",
        reachedOrange: false,
        reachedRed: false,
        inventory: [],
        ...over[s.survivor],
      })),
    companions,
  };
}

export const sheet = (record: CampaignRecord, survivor: string) => {
  const s = record.sheets.find((x) => x.survivor === survivor && x.status === "active");
  if (!s) throw new Error(`no active sheet for ${survivor}`);
  return s;
};
