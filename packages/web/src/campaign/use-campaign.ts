import type { RuleError } from "@horda/table";
import { applyCampaign, type CampaignRecord } from "@horda/zombicide";
import { useCallback, useState } from "react";
import { loadCampaign, type SavedCampaign, saveCampaign } from "./campaign-store.ts";

/** A saved campaign, its commands applied and saved after each (so closing the browser loses nothing). */
export function useCampaign(id: string) {
  const [saved, setSaved] = useState<SavedCampaign | null>(() => loadCampaign(id));
  const [error, setError] = useState<RuleError | null>(null);
  const update = useCallback((next: SavedCampaign) => {
    saveCampaign(next);
    setSaved(next);
  }, []);
  const send = useCallback(
    (command: unknown, also: Partial<SavedCampaign> = {}): CampaignRecord | null => {
      if (!saved) return null;
      const r = applyCampaign(saved.record, command);
      if (!r.ok) {
        setError(r.error);
        return null;
      }
      setError(null);
      update({ ...saved, ...also, record: r.value, savedAt: Date.now() });
      return r.value;
    },
    [saved, update],
  );
  return { saved, send, update, error, setError };
}
