import type { CampaignRecord } from "@horda/zombicide";
import { clientToken } from "../table/store/server-saves.ts";

/**
 * The server's copy of this browser's campaigns (`/api/campaigns`, docs/campaigns.md), when the page is served
 * by a Horda server: every change is pushed, and a campaign kept there opens on another device with the same
 * client token. Failures are reported, never fatal: the browser's copy stays the one played.
 */
const headers = () => ({ "content-type": "application/json", "x-client-token": clientToken() });

export async function pushCampaign(record: CampaignRecord): Promise<string | null> {
  try {
    const res = await fetch(`/api/campaigns/${encodeURIComponent(record.id)}`, {
      method: "PUT",
      headers: headers(),
      body: JSON.stringify(record),
    });
    if (res.ok) return null;
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return body?.message ?? `HTTP ${res.status}`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export async function serverCampaigns(): Promise<{ id: string; title: string; phase: string }[]> {
  try {
    const res = await fetch("/api/campaigns", { headers: headers() });
    if (!res.ok) return [];
    return ((await res.json()) as { campaigns: { id: string; title: string; phase: string }[] }).campaigns;
  } catch {
    return [];
  }
}

export async function fetchCampaign(id: string): Promise<CampaignRecord | null> {
  try {
    const res = await fetch(`/api/campaigns/${encodeURIComponent(id)}`, { headers: headers() });
    return res.ok ? ((await res.json()) as { record: CampaignRecord }).record : null;
  } catch {
    return null;
  }
}
