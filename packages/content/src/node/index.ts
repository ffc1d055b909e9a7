export * from "./read-folder.ts";
export * from "./read-pack.ts";
export * from "./write-schemas.ts";
