export * from "./load.ts";
export * from "./match.ts";
export * from "./play.ts";
export * from "./report.ts";
export * from "./schema.ts";
