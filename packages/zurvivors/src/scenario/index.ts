export * from "./run.ts";
export * from "./schema.ts";
export { type Stack, stack } from "./stack.ts";
