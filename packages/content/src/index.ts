export * from "./map/index.ts";
export * from "./tiles/index.ts";
