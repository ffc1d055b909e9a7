import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import {
  giveStartingCard,
  offerStartingCard,
  type StartingCardOffer,
  takeStartingCard,
} from "../../../game/skills/starting-card.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { decisionType } from "../../../kernel/decisions.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const RULE =
  "rio New Skills: Well-equipped (starts with 1 Plenty of Bullets OR Plenty of Shells card from the Equipment deck)";
const SKILL = "well-equipped";

/** Offers the card ids to choose from (a bullets re-roll card, a shells one). */
const decision = decisionType<StartingCardOffer>("wellEquipped");
const TAKE = { id: SKILL, rule: RULE, notOffered: "card_not_offered" } as const;

/** The first copy in the Equipment draw pile of a card with this trait. */
const copyWith = (state: ZombicideState, trait: "reroll-bullets" | "reroll-shells") =>
  state.equipmentDeck.draw.find((u) => cardData(state, u)?.traits?.includes(trait));

/** Takes a copy of `card` out of the draw pile into the survivor's inventory (a free Hand, else the Backpack). */
const give = (state: ZombicideState, id: string, card: string) => giveStartingCard(state, id, card).state;

/** Setup: each survivor with the skill chooses its card (one kind only in the deck: that one, unasked). */
function setupWellEquipped(state: ZombicideState): ZombicideState {
  let next = state;
  for (const s of state.survivors) {
    if (!hasSkill(s, SKILL, next)) continue;
    const cards = [copyWith(next, "reroll-bullets"), copyWith(next, "reroll-shells")]
      .filter((u): u is CardUid => u !== undefined)
      .map(cardOf);
    next = offerStartingCard(next, s.seat, { survivor: s.id, cards }, decision, (n, card) =>
      give(n, s.id, card),
    );
  }
  return next;
}

const schema = z.strictObject({
  type: z.literal("wellEquipped"),
  card: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type WellEquippedCommand = z.infer<typeof schema>;

export const wellEquippedChoice: ActionModule<WellEquippedCommand> = {
  type: "wellEquipped",
  schema,
  kind: "decision",
  legal: decision.answers((o) => o.cards.map((card) => ({ type: "wellEquipped" as const, card }))),
  apply(state, seat, cmd) {
    const asked = decision.find(state, seat, cmd.decision);
    if (!asked) return refuse("no_decision", RULES.decision, `${seat} has no Well-equipped card to choose`);
    return takeStartingCard(state, asked, cmd.card, TAKE);
  },
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-well-equipped": "rio New Skills: Well-equipped",
  },
  "pt-BR": {
    "rule.rio-new-skills-well-equipped": "rio, Novas Habilidades: Bem equipado",
  },
};

/** Well-equipped (Rio Z Janeiro): a Plenty of Bullets or Plenty of Shells from the Equipment deck at setup. */
export const wellEquipped: RuleModule = {
  id: SKILL,
  ...PLAY,
  rule: RULE,
  skills: [SKILL],
  commands: [wellEquippedChoice] as unknown as RuleModule["commands"],
  hooks: { setup: (_ctx, state) => setupWellEquipped(state) },
  words: joinWords(PLAY_WORDS, CITED),
};
