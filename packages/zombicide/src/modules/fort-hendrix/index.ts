// What a table reads of Fort Hendrix: the Clock, night and the Light Beams.
export { type BeamView, type NightView, nightView } from "./shared/night-view.ts";
