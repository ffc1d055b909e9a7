export * from "./board-source.ts";
export * from "./campaign-run.ts";
export * from "./campaign-schema.ts";
export * from "./load.ts";
export * from "./run.ts";
export * from "./schema.ts";
export * from "./zone-ref.ts";
