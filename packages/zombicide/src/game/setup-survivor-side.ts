import type { Survivor } from "@horda/content";
import { err, ok, type Result, type RuleError, ruleError, shuffle } from "@horda/table";
import type { ProfileBase } from "../kernel/profile.ts";
import { rulesOf } from "../kernel/registry.ts";
import { type CardOrigin, type CardUid, cardOf, cardUid } from "./cards.ts";
import { placeInOrder } from "./inventory.ts";
import { giveKept } from "./kept-cards.ts";
import { applyStartsWith, startingHealth } from "./skills/starts-with.ts";
import { EMPTY_SURVIVOR_CATALOG } from "./survivor-catalog.ts";
import type { Deck, SurvivorSetup, SurvivorState, ZombicideConfig, ZombicideState } from "./types.ts";

const bad = (message: string): Result<never, RuleError> =>
  err(ruleError("bad_setup", "core-2e §1 Setup", message));

/** What a survivor's ID card gives at setup: kind, health and the skills of the levels its AP reached. */
export function fromIdCard(
  s: SurvivorSetup,
  card: Survivor | undefined,
  base: ProfileBase,
): Pick<SurvivorState, "kid" | "health" | "skills"> {
  const kid = s.kid ?? card?.kind === "kid";
  const ap = s.adrenaline ?? 0;
  const skills = [...(s.skills ?? card?.skills.blue ?? []), ...(s.blueExtra ?? [])];
  // Levels already reached at setup give their skills; Orange and Red take the card's first option.
  if (ap >= 7) skills.push(...(card?.skills.yellow ?? base.yellowSkills));
  if (ap >= 19 && card?.skills.orange[0]) skills.push(card.skills.orange[0]);
  if (ap >= 43 && card?.skills.red[0]) skills.push(card.skills.red[0]);
  return {
    kid,
    health: s.health ?? startingHealth(skills) ?? card?.health ?? (kid ? base.kidHealth : base.health),
    skills,
  };
}

/**
 * The survivor side of setup (§1 steps 4-8): the catalogue, the Equipment and Epic decks shuffled from the
 * seed (with any stacked cards on top), inventories given by the config, and the Starting Equipment deal
 * whose Fire Axe holder becomes the first player.
 */
export function setupSurvivorSide(
  config: ZombicideConfig,
  state: ZombicideState,
): Result<ZombicideState, RuleError> {
  const catalog = config.survivorCatalog ?? EMPTY_SURVIVOR_CATALOG;
  let rng = state.rng;
  const counters: Record<CardOrigin, number> = { s: 0, e: 0, x: 0, g: 0 };
  const uid = (card: string, origin: CardOrigin) => cardUid(card, origin, ++counters[origin]);
  const unknown = (ids: readonly string[]) =>
    ids.find((c) => !c.includes("#") && catalog.equipment[c] === undefined);

  const buildDeck = (
    cards: readonly string[],
    origin: CardOrigin,
    stacked: readonly string[] = [],
    exact = false,
  ): Deck => {
    const all = cards.map((c) => uid(c, origin));
    const top: CardUid[] = [];
    for (const want of stacked) {
      const i = all.findIndex((u) => u === want || cardOf(u) === want);
      top.push(i >= 0 ? (all.splice(i, 1)[0] as CardUid) : want.includes("#") ? want : uid(want, origin));
    }
    if (exact) return { draw: top, discard: [] };
    const [rest, next] = shuffle(all, rng);
    rng = next;
    return { draw: [...top, ...rest], discard: [] };
  };

  for (const list of [config.decks?.equipment, config.decks?.epic, config.discards?.equipment]) {
    const u = unknown(list ?? []);
    if (u) return bad(`no equipment card "${u}" in the catalogue`);
  }
  const equipmentDeck = buildDeck(catalog.decks.equipment, "e", config.decks?.equipment, config.decks?.exact);
  const epicDeck = buildDeck(catalog.decks.epic, "x", config.decks?.epic, config.decks?.exact);
  const given = (c: string) => (c.includes("#") ? c : uid(c, "g"));
  const withDiscards = (deck: Deck, cards: readonly string[] = []): Deck => ({
    ...deck,
    discard: cards.map(given),
  });

  let survivors = state.survivors;
  for (const s of config.survivors) {
    if (s.hands === undefined && s.backpack === undefined && s.body === undefined) continue;
    const cards = [...(s.hands ?? []), ...(s.backpack ?? []), ...(s.body ? [s.body] : [])].filter(
      (c): c is string => c !== null,
    );
    const u = unknown(cards);
    if (u) return bad(`survivor ${s.id} holds "${u}", which is not in the catalogue`);
    if ((s.hands?.length ?? 0) > 2) return bad(`survivor ${s.id} has 2 Hands, not ${s.hands?.length}`);
    const hands = [s.hands?.[0] ?? null, s.hands?.[1] ?? null].map((c) => (c === null ? null : given(c)));
    const backpack = (s.backpack ?? []).map(given);
    const body = s.body ? given(s.body) : undefined;
    if (body && !rulesOf(state).profile.base.bodySlot)
      return bad(`survivor ${s.id} wears "${s.body}", but these rules give no Body slot`);
    survivors = survivors.map((o) =>
      o.id === s.id
        ? { ...o, hands: hands as [CardUid | null, CardUid | null], backpack, ...(body ? { body } : {}) }
        : o,
    );
  }

  let turn = state.turn;
  let startingOverflow: CardUid[] = [];
  let deck = equipmentDeck;
  const unused: CardUid[] = [];
  if (config.startingDeal) {
    const receivers = survivors.filter((s) => s.hands[0] === null && s.backpack.length === 0);
    // A module may deal another set than the whole Starting pile (classic: one card per survivor); a card the
    // pile lacks comes out of the Equipment deck, and the pile's cards left out stay out of play.
    const pile = catalog.decks.starting.map((c) => uid(c, "s"));
    const wanted = rulesOf(state).hooks.startingCards(
      { survivors: receivers.length },
      catalog.decks.starting,
    );
    const picked: CardUid[] = [];
    for (const card of wanted) {
      const i = pile.findIndex((u) => cardOf(u) === card);
      if (i >= 0) picked.push(...pile.splice(i, 1));
      else {
        const j = deck.draw.findIndex((u) => cardOf(u) === card);
        if (j >= 0) {
          picked.push(deck.draw[j] as CardUid);
          deck = { ...deck, draw: deck.draw.filter((_, k) => k !== j) };
        }
      }
    }
    unused.push(...pile);
    const [grey, next] = shuffle(picked, rng);
    rng = next;
    const dealt: Record<string, CardUid[]> = {};
    grey.forEach((c, i) => {
      const r = receivers[i % Math.max(1, receivers.length)];
      if (r) dealt[r.id] = [...(dealt[r.id] ?? []), c];
    });
    // A lone survivor cannot carry all 6 cards: what does not fit goes to the discard pile (never reshuffled).
    const overflow: CardUid[] = [];
    survivors = survivors.map((s) => {
      const cards = dealt[s.id];
      if (!cards) return s;
      const placed = placeInOrder(cards, rulesOf(state).profile.base.backpack);
      overflow.push(...placed.overflow);
      return { ...s, hands: placed.hands, backpack: placed.backpack };
    });
    startingOverflow = overflow;
    const axe = survivors.find((s) => [...s.hands, ...s.backpack].some((c) => c && cardOf(c) === "fire-axe"));
    if (axe) {
      const at = turn.order.indexOf(axe.seat);
      turn = { ...turn, order: [...turn.order.slice(at), ...turn.order.slice(0, at)] };
    }
  }
  // §10 setup bonuses: AP and a card to start with.
  const started = applyStartsWith(state, survivors, config.survivors, deck, (c) => uid(c, "g"));
  survivors = started.survivors;
  for (const s of config.survivors) {
    const u = unknown(s.kept ?? []);
    if (u) return bad(`survivor ${s.id} kept "${u}", which is not in the catalogue`);
  }
  const kept = giveKept(survivors, config.survivors, started.deck, epicDeck, (c) => uid(c, "g"));
  survivors = kept.survivors;
  startingOverflow = [...startingOverflow, ...kept.overflow];
  return ok({
    ...state,
    survivors,
    turn,
    rng,
    survivorCatalog: catalog,
    equipmentDeck: withDiscards(kept.deck, [
      ...(config.discards?.equipment ?? []),
      ...startingOverflow,
      ...unused,
    ]),
    epicDeck: withDiscards(kept.epic, config.discards?.epic),
  });
}
