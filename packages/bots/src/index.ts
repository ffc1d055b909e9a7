export * from "./zurvivors/index.ts";
