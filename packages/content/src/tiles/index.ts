export * from "./parse.ts";
export * from "./serialize.ts";
export * from "./types.ts";
