export * from "./compile.ts";
export * from "./passage.ts";
export * from "./place.ts";
export * from "./sight.ts";
export * from "./tables.ts";
export * from "./types.ts";
