import { zombicide } from "@horda/zombicide";
import type { AnyGame, HostedGame } from "../registry.ts";
import { finishCampaignMission, linkCampaign } from "./campaign-link.ts";
import { DEFAULT_CONTENT_DIR, readZombicideContent, type ZombicideContent } from "./content.ts";
import { buildZombicideConfig } from "./room-options.ts";

/**
 * Zombicide as the server hosts it: a room is opened with a mission id and options, and the engine
 * config is built from the content packs on disk (read once, on the first room).
 */
export function hostedZombicide(contentDir: string = DEFAULT_CONTENT_DIR): HostedGame {
  let content: ZombicideContent | null = null;
  return {
    definition: zombicide as AnyGame,
    title: "Zombicide",
    buildConfig: (options) => {
      content ??= readZombicideContent(contentDir);
      return buildZombicideConfig(options, content);
    },
    linkConfig: linkCampaign,
    finished: finishCampaignMission,
  };
}
