import { spawnCardZombiePaths } from "../schema/spawn-cards.ts";
import { type ContentError, contentError } from "./content-error.ts";
import type { LoadedPack } from "./loaded-pack.ts";

/** The names the rule modules of one profile implement (the engine gives them; content never imports it). */
export interface ImplementedNames {
  readonly skills: ReadonlySet<string>;
  readonly cardEffects: ReadonlySet<string>;
  readonly zombieTypes: ReadonlySet<string>;
  /** The modules the profile has (always on or switched on per game); absent: not told. */
  readonly modules?: ReadonlySet<string>;
}

/**
 * What an engine plays, as the loader's caller passes it: the names a rule profile implements, or undefined
 * for a profile the engine lacks. Keeps the arrow one way: content knows no engine, the caller brings it.
 */
export type RulesCatalogue = (profile: string) => ImplementedNames | undefined;

/** The zombie type a Zombie card's Shooter mark needs (Fort Hendrix). */
export const SHOOTER_ZOMBIE_TYPE = "shooter-walker";

const idOf = (ref: string): string => {
  const i = ref.indexOf(":");
  return i < 0 ? ref : ref.slice(0, i);
};

/** What `checkImplemented` found: errors fail the pack; refused entries are left out of it (their indexes). */
export interface ImplementedCheck {
  readonly errors: ContentError[];
  readonly refused: ContentError[];
  readonly drop: {
    readonly skills: ReadonlySet<string>;
    readonly survivors: ReadonlySet<number>;
    readonly cards: ReadonlySet<string>;
    readonly zombieTypes: ReadonlySet<string>;
    readonly spawnCards: ReadonlySet<number>;
  };
  /** The whole pack waits for a profile the engine lacks (`awaits` in pack.json): every entry is left out. */
  readonly wholePack?: boolean;
}

/**
 * A pack may only name skills, card effects and zombie types that a rule module of its profile implements;
 * otherwise the pack would load and silently do nothing. Each problem names the file and the JSON path. An
 * entry marked `awaits` (content ahead of the engine) is refused instead: reported and left out, so the rest
 * of the pack still loads and nothing plays on rules the engine lacks.
 */
export function checkImplemented(pack: LoadedPack, rules: RulesCatalogue): ImplementedCheck {
  const errors: ContentError[] = [];
  const refused: ContentError[] = [];
  const drop = {
    skills: new Set<string>(),
    survivors: new Set<number>(),
    cards: new Set<string>(),
    zombieTypes: new Set<string>(),
    spawnCards: new Set<number>(),
  };
  const m = pack.manifest;
  if (m.game !== "zombicide") return { errors, refused, drop };
  const names = rules(m.ruleProfile);
  if (!names && m.awaits) {
    refused.push(
      contentError(
        pack.sources.pack,
        `the engine has no rule profile "${m.ruleProfile}", so the whole pack is left out; refused until the engine has ${m.awaits.join(", ")}`,
        { path: "$.ruleProfile" },
      ),
    );
    return { errors, refused, drop, wholePack: true };
  }
  if (!names) {
    errors.push(
      contentError(pack.sources.pack, `the engine has no rule profile "${m.ruleProfile}"`, {
        path: "$.ruleProfile",
      }),
    );
    return { errors, refused, drop };
  }
  const s = pack.sources;
  /** Reports one problem of an entry: refused when the entry awaits modules, an error otherwise. */
  const report = (
    file: string | undefined,
    path: string,
    message: string,
    awaits: readonly string[] | undefined,
    onRefuse?: () => void,
  ) => {
    if (awaits) {
      refused.push(
        contentError(file ?? s.pack, `${message}; refused until the engine has ${awaits.join(", ")}`, {
          path,
        }),
      );
      onRefuse?.();
    } else errors.push(contentError(file ?? s.pack, message, { path }));
  };
  const skillMissing = (ref: string): string | undefined =>
    names.skills.has(idOf(ref)) ? undefined : idOf(ref);
  const notImplemented = (what: string, id: string) =>
    `${what} "${id}" is implemented by no rule module of profile "${m.ruleProfile}"`;

  pack.skills.forEach((k, i) => {
    if (!names.skills.has(k.id))
      report(s.skills, `$.skills[${i}].id`, notImplemented("skill", k.id), k.awaits, () =>
        drop.skills.add(k.id),
      );
  });
  pack.survivors.forEach((survivor, i) => {
    for (const level of ["blue", "yellow", "orange", "red"] as const)
      survivor.skills[level].forEach((ref, j) => {
        const missing = skillMissing(ref);
        if (missing)
          report(
            s.survivors,
            `$.survivors[${i}].skills.${level}[${j}]`,
            `${notImplemented("skill", missing)}, so survivor "${survivor.id}" is not offered`,
            survivor.awaits,
            () => drop.survivors.add(i),
          );
      });
  });
  pack.equipment.forEach((card, i) => {
    card.skills?.forEach((ref, j) => {
      if (!names.cardEffects.has(idOf(ref)) && skillMissing(ref))
        report(
          s.equipment,
          `$.cards[${i}].skills[${j}]`,
          `card skill "${ref}" is implemented by no rule module, so card "${card.id}" is left out`,
          card.awaits,
          () => drop.cards.add(card.id),
        );
    });
    card.dog?.skills.forEach((ref, j) => {
      const missing = skillMissing(ref);
      if (missing)
        report(
          s.equipment,
          `$.cards[${i}].dog.skills[${j}]`,
          `dog skill "${missing}" is implemented by no rule module, so card "${card.id}" is left out`,
          card.awaits,
          () => drop.cards.add(card.id),
        );
    });
    card.traits?.forEach((trait, j) => {
      if (!names.cardEffects.has(trait))
        report(
          s.equipment,
          `$.cards[${i}].traits[${j}]`,
          `card effect "${trait}" is implemented by no rule module, so card "${card.id}" is left out`,
          card.awaits,
          () => drop.cards.add(card.id),
        );
    });
  });
  pack.zombieTypes.forEach((t, i) => {
    if (!names.zombieTypes.has(t.id))
      report(s.zombies, `$.types[${i}].id`, notImplemented("zombie type", t.id), t.awaits, () =>
        drop.zombieTypes.add(t.id),
      );
    else
      t.traits?.forEach((trait, j) => {
        if (!names.cardEffects.has(trait))
          report(
            s.zombies,
            `$.types[${i}].traits[${j}]`,
            `zombie trait "${trait}" is implemented by no rule module, so zombie type "${t.id}" is left out`,
            t.awaits,
            () => drop.zombieTypes.add(t.id),
          );
      });
  });
  pack.spawnCards.forEach((card, i) => {
    const missing = spawnCardZombiePaths(card).find(({ zombie }) => !names.zombieTypes.has(zombie));
    if (missing)
      report(
        s.spawnCards,
        `$.cards[${i}]${missing.path}`,
        `${notImplemented("zombie type", missing.zombie)}, so Zombie card #${card.id} is left out`,
        card.awaits,
        () => drop.spawnCards.add(i),
      );
    else if ("shooter" in card && card.shooter && !names.zombieTypes.has(SHOOTER_ZOMBIE_TYPE))
      report(
        s.spawnCards,
        `$.cards[${i}].shooter`,
        `the Shooter mark needs zombie type "${SHOOTER_ZOMBIE_TYPE}", which no rule module implements, so Zombie card #${card.id} is left out`,
        card.awaits,
        () => drop.spawnCards.add(i),
      );
  });
  pack.abominations.forEach((a, i) => {
    a.rules.forEach((rule, j) => {
      if (!names.cardEffects.has(rule))
        errors.push(
          contentError(
            s.abominations ?? s.pack,
            `Abomination rule "${rule}" is implemented by no rule module`,
            { path: `$.abominations[${i}].rules[${j}]` },
          ),
        );
    });
  });
  pack.equipment.forEach((card, i) => {
    if (card.enchantment !== undefined && !names.cardEffects.has(card.enchantment))
      report(
        s.equipment,
        `$.cards[${i}].enchantment`,
        `enchantment "${card.enchantment}" is implemented by no rule module, so card "${card.id}" is left out`,
        card.awaits,
        () => drop.cards.add(card.id),
      );
  });
  // Wound cards are data until the engine has the `wound-deck` module; from then on every effect must be its.
  if (names.modules?.has("wound-deck"))
    pack.equipment.forEach((card, i) => {
      if (card.wound !== undefined && !names.cardEffects.has(card.wound))
        report(
          s.equipment,
          `$.cards[${i}].wound`,
          `wound effect "${card.wound}" is implemented by no rule module`,
          card.awaits,
          () => drop.cards.add(card.id),
        );
    });
  return { errors, refused, drop };
}

/** The pack without the entries `checkImplemented` refused (cards leave their decks too), with `refused` set. */
export function withoutRefused(pack: LoadedPack, check: ImplementedCheck): LoadedPack {
  if (check.refused.length === 0) return pack;
  if (check.wholePack)
    return {
      ...pack,
      skills: [],
      survivors: [],
      equipment: [],
      decks: {},
      combinations: [],
      zombieTypes: [],
      pools: {},
      abominations: [],
      spawnCards: [],
      missions: [],
      missionSources: [],
      refused: check.refused,
    };
  const { drop } = check;
  const decks = Object.fromEntries(
    Object.entries(pack.decks).map(([deck, entries]) => [
      deck,
      (entries ?? []).filter((e) => !drop.cards.has(e.card)),
    ]),
  ) as LoadedPack["decks"];
  return {
    ...pack,
    skills: pack.skills.filter((k) => !drop.skills.has(k.id)),
    survivors: pack.survivors.filter((_, i) => !drop.survivors.has(i)),
    equipment: pack.equipment.filter((c) => !drop.cards.has(c.id)),
    decks,
    zombieTypes: pack.zombieTypes.filter((t) => !drop.zombieTypes.has(t.id)),
    pools: Object.fromEntries(Object.entries(pack.pools).filter(([t]) => !drop.zombieTypes.has(t))),
    spawnCards: pack.spawnCards.filter((_, i) => !drop.spawnCards.has(i)),
    refused: check.refused,
  };
}
