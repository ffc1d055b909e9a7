export * from "./building-spawn.ts";
export * from "./hunt.ts";
export * from "./place.ts";
export * from "./spawn-zones.ts";
export * from "./tasks.ts";
