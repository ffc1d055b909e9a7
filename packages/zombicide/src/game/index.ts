export * from "./board-of.ts";
export * from "./catalog.ts";
export * from "./commands.ts";
export * from "./definition.ts";
export * from "./events.ts";
export * from "./types.ts";
export * from "./zombies/index.ts";
