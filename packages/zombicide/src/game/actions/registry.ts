import { endTurn } from "./end-turn.ts";
import type { ActionModule } from "./module.ts";
import { move } from "./move.ts";

/** Every command the Zombicide engine knows, one module each. Add a module here to add a command. */
export const ACTIONS: readonly ActionModule[] = [move, endTurn] as unknown as readonly ActionModule[];
