export * from "./board/index.ts";
export * from "./campaign/index.ts";
export * from "./debug/ascii.ts";
export * from "./game/index.ts";
export * from "./kernel/index.ts";
export * from "./modules/advanced/index.ts";
export { RESURRECTION, type ResurrectionState } from "./modules/classic/toxic-mall/resurrection/resurrect.ts";
export * from "./modules/fort-hendrix/index.ts";
export * from "./scenario/index.ts";
