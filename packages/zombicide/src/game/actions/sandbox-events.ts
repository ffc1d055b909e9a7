/**
 * The rule of the free (sandbox) mode's table edits: pieces moved, doors flipped, zombies added or removed, cards,
 * noise. The edits' events and their words are the module's (modules/modes/sandbox/events.ts).
 */
export const SANDBOX_RULE = "table edit (free mode)";

/** The module a game's config lists (`modules: ["core", "sandbox"]`) to allow table edits. */
export const SANDBOX_MODULE = "sandbox";
