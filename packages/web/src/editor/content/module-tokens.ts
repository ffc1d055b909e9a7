/**
 * Tokens of later boxes and modules, placed as the map format's `{ kind: "token", name }` (the one token kind
 * `horda.map/1` accepts that has no kind of its own). A token with two printed faces names its other face;
 * `*` turns one into the other. Sources: the seed documents in shared/seeds (000 Rio Z Janeiro rulebook,
 * 001 the Brazilian map creator's help, which says which pieces flip with `*`). A token whose faces or use no
 * source confirms is `unverified` and the palette says so.
 */
export interface ModuleToken {
  /** The `name` written in the map file. */
  readonly name: string;
  /** The module (box or rule set) that brings it. */
  readonly module: "rio" | "toxic-mall" | "black-plague";
  /** The name of its other face, when the printed token has two. */
  readonly otherFace?: string;
  readonly unverified?: true;
  /** Where the token comes from, and what is not confirmed. */
  readonly note: string;
}

export const MODULE_TOKENS: readonly ModuleToken[] = [
  {
    name: "surprise-spawn",
    module: "rio",
    note: "Rio Z Janeiro: Surprise Spawn tokens placed at setup (seed 000).",
  },
  {
    name: "broken-wall",
    module: "rio",
    note: "Rio Z Janeiro: Broken Wall token put on a destroyed Thin Wall (seed 000).",
  },
  {
    name: "improvised-gate",
    module: "rio",
    unverified: true,
    note: "Rio Z Janeiro lists 2 Improvised Gates; their faces and rules are not in our sources.",
  },
  {
    name: "barricade-incomplete",
    module: "toxic-mall",
    otherFace: "barricade-complete",
    note: "Toxic City Mall: a barricade starts incomplete and is flipped to complete (seed 001).",
  },
  {
    name: "barricade-complete",
    module: "toxic-mall",
    otherFace: "barricade-incomplete",
    note: "Toxic City Mall: the complete face of a barricade (seed 001).",
  },
  { name: "rubble", module: "toxic-mall", note: "Toxic City Mall: Rubble blocks a zone (seed 001)." },
  {
    name: "rotten",
    module: "toxic-mall",
    note: "Toxic City Mall: the Rotten token from the Rotten skill (seed 001 lists it in the palette).",
  },
  {
    name: "vault-door-closed",
    module: "black-plague",
    otherFace: "vault-door-open",
    note: "Black Plague: Vault doors flip closed/open with * (seed 001). Drawn only: a mission refuses it (a Vault is a zone flagged vault behind a door of its colour).",
  },
  {
    name: "vault-door-open",
    module: "black-plague",
    otherFace: "vault-door-closed",
    note: "Black Plague: the open face of a Vault door (seed 001). Drawn only: a mission refuses it.",
  },
  {
    name: "dragon-bile",
    module: "black-plague",
    otherFace: "dragon-fire",
    note: "Black Plague: Dragon Bile turns into Dragon Fire with * (seed 001). On the board from the start of a mission (at most 4).",
  },
  {
    name: "dragon-fire",
    module: "black-plague",
    otherFace: "dragon-bile",
    note: "Black Plague: the Dragon Fire face of a Dragon Bile token (seed 001). Dragon Fire burns at once: a mission refuses it.",
  },
  {
    name: "vault-artefact",
    module: "black-plague",
    note: "Black Plague: where a quest puts a Vault artefact (seed 001: set aside at setup, placed in the Vaults as the quest says). Each token gets one Vault card at setup (map order), taken with 1 Action.",
  },
  {
    name: "necromancer-spawn",
    module: "black-plague",
    unverified: true,
    note: "Black Plague: the Necromancer side of a Spawn token (seed 001); laid by a quest it is a Spawn Zone from the first round (no Necromancer owns it).",
  },
];

const BY_NAME = new Map(MODULE_TOKENS.map((t) => [t.name, t]));

export function moduleToken(name: string): ModuleToken | undefined {
  return BY_NAME.get(name);
}

/** The other face's name of a two-faced module token, or null. */
export function otherTokenFace(name: string): string | null {
  return BY_NAME.get(name)?.otherFace ?? null;
}

/** Modules in palette order. */
export const TOKEN_MODULES = ["rio", "toxic-mall", "black-plague"] as const;

/**
 * The rule profile whose missions use each module's tokens (the profile of its boxes: Rio Z Janeiro is 2E, Toxic
 * City Mall the classic game, Black Plague and Wulfsburg their own): the palette offers a mission its profile's.
 */
export const TOKEN_MODULE_PROFILE: Readonly<Record<(typeof TOKEN_MODULES)[number], string>> = {
  rio: "2e",
  "toxic-mall": "classic",
  "black-plague": "black-plague",
};
