import type { Json } from "@horda/table";
import { zombicide } from "@horda/zombicide";
import type { AnyGame, BuiltConfig, HostedGame } from "../registry.ts";
import { finishCampaignMission, linkCampaign } from "./campaign-link.ts";
import { DEFAULT_CONTENT_DIR, readZombicideContent, type ZombicideContent } from "./content.ts";
import { buildZombicideConfig } from "./room-options.ts";

/** Room options whose config is kept (a table opens with one of a few missions and survivor picks). */
const BUILT_CONFIGS = 64;

/**
 * Zombicide as the server hosts it: a room is opened with a mission id and options, and the engine
 * config is built from the content packs on disk (read once, on the first room).
 */
export function hostedZombicide(contentDir: string = DEFAULT_CONTENT_DIR): HostedGame {
  let content: ZombicideContent | null = null;
  // The config of the same options is the same (the content is read once): made once, and the same
  // object, so what is worked out from a config (its seats, registry.ts) is worked out once too.
  const built = new Map<string, BuiltConfig>();
  return {
    definition: zombicide as AnyGame,
    title: "Zombicide",
    buildConfig: (options) => {
      content ??= readZombicideContent(contentDir);
      const key = JSON.stringify(options);
      let config = built.get(key);
      if (config === undefined) {
        config = buildZombicideConfig(options, content);
        if (built.size >= BUILT_CONFIGS) built.clear();
        built.set(key, config);
      }
      return config;
    },
    describe: (config) => {
      const mission = (config as { mission?: { id?: unknown; names?: unknown } }).mission;
      return mission && typeof mission.id === "string"
        ? { mission: mission.id, names: (mission.names ?? null) as Json }
        : null;
    },
    linkConfig: linkCampaign,
    finished: finishCampaignMission,
  };
}
