import type { RuleError } from "@horda/table";
import { applyCampaign, type CampaignRecord } from "@horda/zombicide";
import { useCallback, useState } from "react";
import { useServer } from "../table/server/use-server.ts";
import { loadCampaign, type SavedCampaign, saveCampaign } from "./campaign-store.ts";
import { pushCampaign } from "./server-campaigns.ts";

/**
 * A saved campaign, its commands applied and saved after each (so closing the browser loses nothing), and
 * pushed to the server when the page is served by one.
 */
export function useCampaign(id: string) {
  const [saved, setSaved] = useState<SavedCampaign | null>(() => loadCampaign(id));
  const [error, setError] = useState<RuleError | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const server = useServer();
  const update = useCallback(
    (next: SavedCampaign) => {
      saveCampaign(next);
      setSaved(next);
      if (server) void pushCampaign(next.record).then(setServerProblem);
    },
    [server],
  );
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
  return { saved, send, update, error, setError, serverProblem };
}
