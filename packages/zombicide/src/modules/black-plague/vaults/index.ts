import type { BoardHookSet } from "../../../board/passage.ts";
import type { Zone } from "../../../board/types.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal, SurvivorContext } from "../../../kernel/hooks.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { ARTEFACT_EVENTS, placeArtefacts, takeArtefact } from "./artefacts.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

export const VAULT_RULE =
  "black-plague §16 Vaults (a Vault door opens like a door and links the Vault of its colour; no sight between a Vault and any other Zone; no Search; no spawn when revealed)";

const isVault = (zone: Zone | undefined) =>
  (zone?.flags as readonly string[] | undefined)?.includes("vault") === true;

/**
 * Vaults are building Zones flagged `vault`, reached through their (coloured) Vault doors, which open from either
 * side like other doors; one Vault with two doors of its colour links both, a shortcut. Nobody sees into or out of
 * a Vault, so no Ranged or Magic attack crosses the link; its Zombies still walk through (they move by paths).
 * Vault doors are not locked by their colour unless the quest unlocks that colour with a rule.
 */
const vaultSight: BoardHookSet<ZombicideState> = {
  id: "vaults",
  sight: ({ board, from, to }) => {
    if (from === to) return undefined;
    return isVault(board.zones[from]) || isVault(board.zones[to]) ? false : undefined;
  },
};

/**
 * Vault doors open like other doors unless the quest says otherwise: the colours of the doors into a Vault are
 * unlocked at setup, except those a quest rule unlocks itself (it keeps them locked until then).
 */
function unlockVaultDoors(state: ZombicideState, lockedByQuest: ReadonlySet<string>): ZombicideState {
  const board = boardOf(state);
  const colours = new Set<string>();
  for (const d of board.doors)
    if (
      d.colour !== "neutral" &&
      d.zones.some((z) => isVault(board.zones[z])) &&
      !lockedByQuest.has(d.colour)
    )
      colours.add(d.colour);
  const add = [...colours].filter((c) => !state.unlockedColours.includes(c));
  return add.length === 0 ? state : { ...state, unlockedColours: [...state.unlockedColours, ...add] };
}

function noSearch(ctx: SurvivorContext): Refusal | null {
  const zone = boardOf(ctx.state).zones[zoneIndex(ctx.state, ctx.survivor.zone)];
  if (!isVault(zone)) return null;
  return { code: "vault", why: `${ctx.survivor.zone} is a Vault: it cannot be Searched`, rule: VAULT_RULE };
}

export const vaults: RuleModule = {
  id: "vaults",
  rule: VAULT_RULE,
  board: vaultSight,
  ...PLAY,
  commands: [takeArtefact],
  events: ARTEFACT_EVENTS,
  hooks: {
    searchRefused: noSearch,
    setup: ({ mission }, state) => {
      // A quest that unlocks a colour by a rule (an Objective taken) keeps its Vault door locked till then.
      const locked = new Set<string>();
      for (const r of mission?.rules ?? [])
        for (const e of r.do) if (e.effect === "unlockDoors") locked.add(e.colour);
      return placeArtefacts(unlockVaultDoors(state, locked));
    },
  },
  words: joinWords(
    {
      en: {
        name: "Vaults",
        summary:
          "Vaults: no sight in or out, no Search, no spawn when opened; the artefacts the quest put there are taken with 1 Action.",
      },
      "pt-BR": {
        name: "Criptas",
        summary:
          "Criptas: sem visão para dentro ou para fora, sem Procurar, sem Zumbis ao abrir; os artefatos que a missão pôs ali são pegos com 1 Ação.",
      },
    },
    PLAY_WORDS,
  ),
};
