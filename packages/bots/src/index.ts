export * from "./zombicide/index.ts";
export * from "./zombicide/node.ts";
export * from "./zurvivors/index.ts";
