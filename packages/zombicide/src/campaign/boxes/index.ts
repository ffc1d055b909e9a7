import type { CampaignBox } from "../box-schema.ts";
import { FORT_HENDRIX } from "./fort-hendrix.ts";
import { RIO } from "./rio.ts";

/** The boxes whose campaign rules Horda knows, by id. */
export const CAMPAIGN_BOXES: Readonly<Record<string, CampaignBox>> = {
  rio: RIO,
  "fort-hendrix": FORT_HENDRIX,
};
