export * from "./load.ts";
export * from "./match.ts";
export * from "./play.ts";
export * from "./schema.ts";
