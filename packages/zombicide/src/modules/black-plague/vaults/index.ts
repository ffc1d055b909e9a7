import type { BoardHookSet } from "../../../board/passage.ts";
import type { Zone } from "../../../board/types.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal, SurvivorContext } from "../../../kernel/hooks.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const VAULT_RULE =
  "black-plague §16 Vaults (a Vault door opens like a door and links the Vault of its colour; no sight between a Vault and any other Zone; no Search; no spawn when revealed)";

const isVault = (zone: Zone | undefined) =>
  (zone?.flags as readonly string[] | undefined)?.includes("vault") === true;

/**
 * Vaults are building Zones flagged `vault`, reached through their (coloured) Vault doors, which open from either
 * side like other doors; one Vault with two doors of its colour links both, a shortcut. Nobody sees into or out of
 * a Vault, so no Ranged or Magic attack crosses the link; its Zombies still walk through (they move by paths).
 */
const vaultSight: BoardHookSet<ZombicideState> = {
  id: "vaults",
  sight: ({ board, from, to }) => {
    if (from === to) return undefined;
    return isVault(board.zones[from]) || isVault(board.zones[to]) ? false : undefined;
  },
};

function noSearch(ctx: SurvivorContext): Refusal | null {
  const zone = boardOf(ctx.state).zones[zoneIndex(ctx.state, ctx.survivor.zone)];
  if (!isVault(zone)) return null;
  return { code: "vault", why: `${ctx.survivor.zone} is a Vault: it cannot be Searched`, rule: VAULT_RULE };
}

export const vaults: RuleModule = {
  id: "vaults",
  rule: VAULT_RULE,
  board: vaultSight,
  hooks: { searchRefused: noSearch },
  words: {
    en: { name: "Vaults", summary: "Vaults: no sight in or out, no Search, no spawn when opened." },
    "pt-BR": {
      name: "Criptas",
      summary: "Criptas: sem visão para dentro ou para fora, sem Procurar, sem Zumbis ao abrir.",
    },
  },
};
