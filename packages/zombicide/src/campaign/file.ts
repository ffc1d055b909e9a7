import { err, ok, type Result, type RuleError, ruleError } from "@horda/table";
import { applyCampaign } from "./apply.ts";
import { RULE } from "./rules.ts";
import { type CampaignRecord, campaignRecordSchema } from "./schema.ts";
import { startCampaign } from "./start.ts";
import { zodProblem } from "./zod-problem.ts";

const bad = (message: string): Result<never, RuleError> =>
  err(ruleError("bad_campaign_file", RULE.sheet, message));

/** Rebuilds a campaign from how it started and its log: the same record, byte for byte. */
export function replayCampaign(
  record: Pick<CampaignRecord, "start" | "log">,
): Result<CampaignRecord, RuleError> {
  let now = startCampaign(record.start);
  for (let i = 0; i < record.log.length && now.ok; i++) {
    const next = applyCampaign(now.value, record.log[i]);
    if (!next.ok) return bad(`command ${i + 1} of the log is refused: ${next.error.message} at $.log[${i}]`);
    now = next;
  }
  return now;
}

/** A campaign as a file: pretty JSON. */
export function exportCampaign(record: CampaignRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/**
 * Reads a campaign file: JSON, the record's schema (a problem names its path, `$.sheets[0].cxp`), then its log
 * replayed from its start must give the same record (a hand-edited sheet is refused, naming the first field).
 */
export function importCampaign(text: string): Result<CampaignRecord, RuleError> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return bad(`not JSON: ${(e as Error).message}`);
  }
  const parsed = campaignRecordSchema.safeParse(raw);
  if (!parsed.success) return bad(zodProblem(parsed.error));
  const rebuilt = replayCampaign(parsed.data);
  if (!rebuilt.ok) return rebuilt;
  const record = parsed.data as Record<string, unknown>;
  const again = rebuilt.value as Record<string, unknown>;
  for (const key of Object.keys(again))
    if (canonical(again[key]) !== canonical(record[key]))
      return bad(`$.${key} does not follow from the campaign's log (edited by hand?)`);
  return ok(rebuilt.value);
}

/** JSON with object keys sorted: two records equal in content compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
