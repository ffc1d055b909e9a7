export * from "./migrate.ts";
export * from "./parse.ts";
export * from "./schema.ts";
