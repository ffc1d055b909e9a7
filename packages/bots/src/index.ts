export * from "./zombicide/index.ts";
export * from "./zurvivors/index.ts";
