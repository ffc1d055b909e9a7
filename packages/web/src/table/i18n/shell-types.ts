import type { shellEn } from "./shell-en.ts";

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shell's strings, same keys in every language (checked by the type). */
export type ShellStrings = Widen<typeof shellEn>;
