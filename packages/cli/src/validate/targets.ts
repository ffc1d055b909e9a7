import { mapTarget } from "./map-target.ts";
import { missionTarget } from "./mission-target.ts";
import { packTarget } from "./pack-target.ts";
import { scenarioTarget } from "./scenario-target.ts";
import type { ValidateTarget } from "./target.ts";

/** Everything `horda validate` can check, in the order they are tried. Adding a kind is one line here. */
export const VALIDATE_TARGETS: readonly ValidateTarget[] = [
  packTarget,
  mapTarget,
  missionTarget,
  scenarioTarget,
];
