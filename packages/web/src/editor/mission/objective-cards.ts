import { type ObjectiveCard, type ObjectiveSet, objectiveSetSchema } from "@horda/content";

/**
 * The owner's side of a mission's Objective cards (Rio, Fort Hendrix): the printed texts are not public, so
 * Horda ships its own and an owner of the box types the printed ones in. Any text typed here makes the set the
 * owner's (`text: "owner"`). The set is checked with the content schema, as a pack's is.
 */

/** A new set holding one card (a Note until it is put on a token or a door). */
export function newObjectiveSet(): ObjectiveSet {
  return { text: "owner", cards: [blankCard(1)] };
}

function blankCard(n: number): ObjectiveCard {
  return {
    id: `card-${n}`,
    number: n,
    note: true,
    text: { en: "", "pt-BR": "" },
    do: [],
    choices: [],
    ap: 0,
    keepRevealed: false,
  };
}

/** Adds a card numbered after the highest, with an id no card has. */
export function addObjectiveCard(set: ObjectiveSet): ObjectiveSet {
  const n = Math.max(0, ...set.cards.map((c) => c.number)) + 1;
  const ids = new Set(set.cards.map((c) => c.id));
  let k = n;
  while (ids.has(`card-${k}`)) k++;
  return { ...set, cards: [...set.cards, { ...blankCard(n), id: `card-${k}` }] };
}

export function removeObjectiveCard(set: ObjectiveSet, index: number): ObjectiveSet | undefined {
  const cards = set.cards.filter((_, i) => i !== index);
  return cards.length === 0 ? undefined : { ...set, cards };
}

/** The printed text of a card in one language: the set's words become the owner's. */
export function setCardText(
  set: ObjectiveSet,
  index: number,
  lang: "en" | "pt-BR",
  value: string,
): ObjectiveSet {
  return {
    ...set,
    text: "owner",
    cards: set.cards.map((c, i) => (i === index ? { ...c, text: { ...c.text, [lang]: value } } : c)),
  };
}

export function setCardNumber(set: ObjectiveSet, index: number, number: number): ObjectiveSet {
  return { ...set, cards: set.cards.map((c, i) => (i === index ? { ...c, number } : c)) };
}

/** What a card does and where it lies, as the JSON an owner edits (everything but its id, number and text). */
export function cardRulesJson(card: ObjectiveCard): string {
  const { id: _i, number: _n, text: _t, ...rules } = card;
  return JSON.stringify(rules, null, 2);
}

/** The card with its rules read back from that JSON, or what is wrong with the JSON. */
export function setCardRules(
  set: ObjectiveSet,
  index: number,
  json: string,
): { ok: true; value: ObjectiveSet } | { ok: false; error: string } {
  let rules: unknown;
  try {
    rules = JSON.parse(json);
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  if (typeof rules !== "object" || rules === null || Array.isArray(rules))
    return { ok: false, error: "expected an object: { do, choices, token, door, note, ap, keepRevealed }" };
  const card = set.cards[index] as ObjectiveCard;
  const fields = rules as Record<string, unknown>;
  const next = {
    ...fields,
    id: card.id,
    number: card.number,
    text: card.text,
  } as unknown as ObjectiveCard;
  return { ok: true, value: { ...set, cards: set.cards.map((c, i) => (i === index ? next : c)) } };
}

/** The set's problems, each with the path of the value (`$.objectiveCards.cards[1].token`). */
export function objectiveSetProblems(set: ObjectiveSet): string[] {
  const r = objectiveSetSchema.safeParse(set);
  if (r.success) return [];
  return r.error.issues.map((i) => {
    const path = i.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
    return `$.objectiveCards${path}: ${i.message}`;
  });
}
