import type { EquipmentCard, LoadedPack, PackSet, SpawnCard } from "@horda/content";
import { localizedName } from "../app/localized-name.ts";
import { blackPlagueEn } from "./i18n/en.ts";
import { blackPlaguePtBR } from "./i18n/pt-BR.ts";

type Lang = "en" | "pt-BR";
const LEVELS = ["blue", "yellow", "orange", "red"] as const;
/** The decks the page lists, in this order (Black Plague boxes bring no others). */
const DECKS = ["starting", "equipment", "vault"] as const;
type DeckName = (typeof DECKS)[number];

/** One card as the page shows it: its name and what it does, numbers already put in words. */
export interface CardView {
  readonly id: string;
  readonly name: string;
  /** "Melee", "Combat spell", "Armour 3+", ... */
  readonly kind: string;
  /** Range, dice, accuracy and Damage per attack ("Range 0-1 · 3 dice 4+ · Damage 1"); empty for no attack. */
  readonly stats: readonly string[];
  readonly dual: boolean;
  /** Wulfsburg magic equipment: "from Orange". */
  readonly minDanger?: string;
  readonly unverified: boolean;
  /** The engine's profile does not play this card yet (it is left out of the decks at the table). */
  readonly waiting: boolean;
  /** What the card is: a combat spell, an enchantment, armour (Body) or a shield, or something else. */
  readonly role: "spell" | "enchantment" | "armour" | "shield" | "weapon" | "item";
}

export interface SurvivorView {
  readonly id: string;
  readonly box: string;
  readonly name: string;
  /** Skill names per level, parameters spelled out ("+1 free Magic Action"). */
  readonly skills: Readonly<Record<(typeof LEVELS)[number], readonly string[]>>;
  /** What the Body slot takes besides armour (Ann: Dagger); null when the card says nothing. */
  readonly bodySlot: string | null;
  readonly unverified: boolean;
  /** The engine's profile does not play one of this survivor's skills yet: not offered at the table. */
  readonly waiting: boolean;
}

export interface DeckView {
  readonly box: string;
  readonly deck: DeckName;
  readonly cards: readonly (CardView & { readonly count: number })[];
}

export interface ZombieDeckView {
  readonly box: string;
  readonly total: number;
  /** How many cards of each kind (mixed: 36, "necromancer": 6, ...). */
  readonly kinds: Readonly<Partial<Record<SpawnCard["kind"], number>>>;
}

export interface ZombieView {
  readonly id: string;
  readonly name: string;
  readonly actions: number;
  readonly damage: number;
  readonly xp: number;
  readonly priority: number;
  readonly ignoresArmour: boolean;
  readonly flees: boolean;
}

export interface QuestView {
  readonly id: string;
  readonly box: string;
  readonly name: string;
  readonly briefing: string;
  readonly difficulty: string;
  readonly tiles: number;
  /** Where the table's new-game form opens on this quest, or null while the engine cannot play it. */
  readonly start: string | null;
}

export interface BlackPlaguePageData {
  readonly playable: boolean;
  readonly boxes: readonly { readonly id: string; readonly name: string }[];
  readonly survivors: readonly SurvivorView[];
  /** Spells and armour any survivor may use, for the dashboards. */
  readonly spells: readonly CardView[];
  readonly armour: readonly CardView[];
  readonly decks: readonly DeckView[];
  readonly zombieDecks: readonly ZombieDeckView[];
  readonly zombies: readonly ZombieView[];
  readonly quests: readonly QuestView[];
  /** How many entries the engine refused (content ahead of its rules). */
  readonly refused: number;
}

const WORDS = { en: blackPlagueEn, "pt-BR": blackPlaguePtBR } as const;

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ""));

/** "+1 free [type] Action" with `magic` reads "+1 free Magic Action"; an unknown parameter reads as given. */
function skillName(ref: string, names: ReadonlyMap<string, { en: string; "pt-BR": string }>, lang: Lang) {
  const at = ref.indexOf(":");
  const id = at < 0 ? ref : ref.slice(0, at);
  const param = at < 0 ? undefined : ref.slice(at + 1);
  const base = names.get(id);
  const name = base ? localizedName(base, lang) : id;
  if (param === undefined) return name;
  const params: Readonly<Record<string, string>> = WORDS[lang].params;
  const shown = params[param] ?? param;
  return name.includes("[") ? name.replace(/\[[^\]]*\]/, shown) : `${name} (${shown})`;
}

function cardView(card: EquipmentCard, lang: Lang, waiting: boolean): CardView {
  const w = WORDS[lang];
  const role: CardView["role"] =
    card.spell === "combat"
      ? "spell"
      : card.spell === "enchantment"
        ? "enchantment"
        : card.armour
          ? card.armour.shield
            ? "shield"
            : "armour"
          : card.kind === "weapon"
            ? "weapon"
            : "item";
  const dice = (card.attacks ?? []).flatMap((a) => (a.mode === "molotov" ? [] : [a]));
  const kind = card.armour
    ? fill(card.armour.shield ? w.cardKinds.shield : w.cardKinds.armour, { value: card.armour.value })
    : card.spell === "combat"
      ? w.cardKinds.magic
      : card.spell === "enchantment"
        ? w.cardKinds.enchantment
        : card.traits?.includes("dragon-bile")
          ? w.cardKinds.bile
          : card.traits?.includes("torch")
            ? w.cardKinds.torch
            : card.kind === "food"
              ? w.cardKinds.food
              : card.kind === "aaahh"
                ? w.cardKinds.aaahh
                : dice.length > 0
                  ? [...new Set(dice.map((a) => w.cardKinds[a.mode]))].join(" + ")
                  : w.cardKinds.item;
  return {
    id: card.id,
    name: localizedName(card.names, lang),
    kind,
    stats: dice.map((a) =>
      fill(a.dice === 1 ? w.statsOne : w.stats, {
        range: a.range[0] === a.range[1] ? a.range[0] : `${a.range[0]}-${a.range[1]}`,
        dice: a.dice,
        accuracy: a.accuracy,
        damage: a.damage,
      }),
    ),
    dual: card.dual === true,
    ...(card.minDangerLevel
      ? { minDanger: fill(w.minDanger, { level: w.dangerLevels[card.minDangerLevel] }) }
      : {}),
    unverified: card.unverified === true,
    waiting,
    role,
  };
}

/** The packs of the family in load order: the base box first, then what extends it. */
function ordered(packs: PackSet): LoadedPack[] {
  return Object.values(packs).sort(
    (a, b) =>
      a.manifest.extends.length - b.manifest.extends.length || a.manifest.id.localeCompare(b.manifest.id),
  );
}

/**
 * What the Black Plague page shows, in one language: every survivor of the boxes with the skill tree and Body slot,
 * the spells and armour their dashboards can hold, the decks, the Zombie deck, the zombies and the quests. `played`
 * is the packs as the engine's profile loads them (null: no profile yet): a quest can be started only then, and
 * what the profile refused is marked as waiting.
 */
export function blackPlaguePageData(packs: PackSet, played: PackSet | null, lang: Lang): BlackPlaguePageData {
  const list = ordered(packs);
  const playable = played !== null;
  const playedSurvivors = new Set(Object.values(played ?? {}).flatMap((p) => p.survivors.map((s) => s.id)));
  const playedCards = new Set(Object.values(played ?? {}).flatMap((p) => p.equipment.map((c) => c.id)));
  const waitingSurvivor = (id: string) => playable && !playedSurvivors.has(id);
  const waitingCard = (id: string) => playable && !playedCards.has(id);
  const skillNames = new Map(list.flatMap((p) => p.skills.map((s) => [s.id, s.names] as const)));
  const cards = new Map(list.flatMap((p) => p.equipment.map((c) => [c.id, c] as const)));
  const allCards = [...cards.values()].map((c) => cardView(c, lang, waitingCard(c.id)));
  return {
    playable,
    boxes: list.map((p) => ({ id: p.manifest.id, name: localizedName(p.manifest.names, lang) })),
    survivors: list.flatMap((p) =>
      p.survivors.map((s) => {
        const body = s.bodySlot ? cards.get(s.bodySlot) : undefined;
        return {
          id: s.id,
          box: p.manifest.id,
          name: localizedName(s.names, lang),
          skills: {
            blue: s.skills.blue.map((ref) => skillName(ref, skillNames, lang)),
            yellow: s.skills.yellow.map((ref) => skillName(ref, skillNames, lang)),
            orange: s.skills.orange.map((ref) => skillName(ref, skillNames, lang)),
            red: s.skills.red.map((ref) => skillName(ref, skillNames, lang)),
          },
          bodySlot: body ? localizedName(body.names, lang) : (s.bodySlot ?? null),
          unverified: s.unverified === true,
          waiting: waitingSurvivor(s.id),
        };
      }),
    ),
    spells: allCards.filter((c) => c.role === "spell" || c.role === "enchantment"),
    armour: allCards.filter((c) => c.role === "armour" || c.role === "shield"),
    decks: list.flatMap((p) =>
      DECKS.flatMap((deck) => {
        const entries = p.decks[deck] ?? [];
        if (entries.length === 0) return [];
        return [
          {
            box: p.manifest.id,
            deck,
            cards: entries.flatMap((e) => {
              const card = cards.get(e.card);
              return card ? [{ ...cardView(card, lang, waitingCard(card.id)), count: e.count }] : [];
            }),
          },
        ];
      }),
    ),
    zombieDecks: list
      .filter((p) => p.spawnCards.length > 0)
      .map((p) => ({
        box: p.manifest.id,
        total: p.spawnCards.length,
        kinds: p.spawnCards.reduce<Partial<Record<SpawnCard["kind"], number>>>((n, c) => {
          n[c.kind] = (n[c.kind] ?? 0) + 1;
          return n;
        }, {}),
      })),
    zombies: list
      .flatMap((p) => p.zombieTypes)
      .map((z) => ({
        id: z.id,
        name: localizedName(z.names, lang),
        actions: z.actions,
        damage: z.damageToKill,
        xp: z.adrenaline,
        priority: z.targetingPriority,
        ignoresArmour: z.ignoresArmour === true,
        flees: z.flees === true,
      }))
      .sort((a, b) => a.priority - b.priority),
    quests: list.flatMap((p) =>
      p.missions.map((m) => ({
        id: m.id,
        box: p.manifest.id,
        name: localizedName(m.names, lang),
        briefing: localizedName(m.briefing, lang),
        difficulty: m.difficulty,
        tiles: m.map.tiles.length,
        start: playable ? `/new?playable=${encodeURIComponent(`mission:${m.id}`)}` : null,
      })),
    ),
    refused: Object.values(played ?? {}).reduce((n, p) => n + (p.refused?.length ?? 0), 0),
  };
}
