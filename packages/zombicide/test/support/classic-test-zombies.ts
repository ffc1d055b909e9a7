import type { SpawnCard, ZombieType } from "@horda/content";
import type { ZombicideConfig } from "@horda/zombicide";

// A stand-in classic zombie side for the classic property test until content/classic-s1 is merged: the Season 1
// types with the Fatty's escort and the second Abomination as a Fatty, and cards of the Season 1 deck
// (shared/reference/classic-1e-rules.md §8) with their mixed lines, Extra Activations and no Rush.
const type = (
  id: string,
  en: string,
  stats: Pick<ZombieType, "actions" | "damageToKill" | "adrenaline" | "targetingPriority">,
  more: Partial<ZombieType> = {},
): ZombieType => ({
  id,
  names: { en, "pt-BR": en },
  molotovKills: true,
  woundsPerAttack: 1,
  ...stats,
  ...more,
});

const TYPES: ZombieType[] = [
  type("walker", "Walker", { actions: 1, damageToKill: 1, adrenaline: 1, targetingPriority: 1 }),
  type(
    "fatty",
    "Fatty",
    { actions: 1, damageToKill: 2, adrenaline: 1, targetingPriority: 2 },
    { escort: { zombie: "walker", count: 2 } },
  ),
  type(
    "abomination",
    "Abomination",
    { actions: 1, damageToKill: 3, adrenaline: 5, targetingPriority: 2 },
    { maxOnBoard: 1, replacedBy: "fatty" },
  ),
  type("runner", "Runner", { actions: 2, damageToKill: 1, adrenaline: 1, targetingPriority: 3 }),
];

const L: Record<string, string> = { W: "walker", R: "runner", F: "fatty", A: "abomination" };
/** "1W 2R 5W 3F": the Blue, Yellow, Orange and Red lines; "-" is an empty line. */
function mixed(id: string, text: string): SpawnCard {
  const [blue, yellow, orange, red] = text.split(" ").map((t) => {
    if (t === "-") return null;
    return { zombie: L[t.slice(-1)] as string, count: Number(t.slice(0, -1)) };
  });
  return {
    id,
    kind: "mixed",
    lines: { blue: blue ?? null, yellow: yellow ?? null, orange: orange ?? null, red: red ?? null },
  };
}

const CARDS: SpawnCard[] = [
  mixed("001", "- 2R 2R 5W"),
  mixed("002", "1W 1W 6W 7W"),
  mixed("003", "1W 1R 1F 4R"),
  mixed("005", "- 4W 2F 5W"),
  mixed("008", "2W 3W 4W 2F"),
  mixed("012", "1F 3W 4W 2R"),
  mixed("028", "2W 1A 2R 5W"),
  mixed("029", "1W 4W 1A 6W"),
  mixed("032", "1F 3W 2F 5W"),
  mixed("036", "1A 3W 2R 5W"),
  {
    id: "037",
    kind: "extra-activation",
    zombie: "walker",
    activates: { blue: false, yellow: true, orange: true, red: true },
  },
  {
    id: "040",
    kind: "extra-activation",
    zombie: "runner",
    activates: { blue: false, yellow: true, orange: true, red: true },
  },
];

export const CLASSIC_TEST_ZOMBIES: NonNullable<ZombicideConfig["zombieCatalog"]> = {
  types: Object.fromEntries(TYPES.map((t) => [t.id, t])),
  pools: { walker: 40, runner: 16, fatty: 8, abomination: 1 },
  spawnCards: Object.fromEntries(CARDS.map((c) => [c.id, c])),
  abominations: {},
};
