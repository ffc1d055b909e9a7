export { runMission, startMission } from "./run.ts";
export { missionStatus } from "./status.ts";
export type { MissionEvent, MissionOutcome, MissionState } from "./types.ts";
