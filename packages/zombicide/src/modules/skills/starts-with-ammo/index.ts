import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import {
  catalogueCardsWith,
  giveStartingCard,
  offerStartingCard,
  type StartingCardOffer,
  takeStartingCard,
} from "../../../game/skills/starting-card.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { decisionType } from "../../../kernel/decisions.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const SKILL = "starts-with-ammo";
const RULE =
  "Fort Hendrix, Campaign Skills: Starts with an ammo card (read as a Plenty of Bullets or a Plenty of Shells, the player's choice (?))";
/** The ammo cards: the re-roll cards of bullet and shell weapons (Plenty of Bullets, Plenty of Shells). */
const AMMO_TRAITS = ["reroll-bullets", "reroll-shells"] as const;
const TAKE = { id: SKILL, rule: RULE, notOffered: "ammo_not_offered" } as const;

/** Offers the ammo card ids, one per kind of ammo the game's decks hold. */
const decision = decisionType<StartingCardOffer>("startsWithAmmo");

/** One ammo card per kind the game's catalogue holds (the first of each trait, Equipment deck first). */
function ammoCards(state: ZombicideState): readonly string[] {
  return AMMO_TRAITS.map((t) => catalogueCardsWith(state, t)[0]).filter((c): c is string => c !== undefined);
}

function given(state: ZombicideState, survivor: string, card: string, events: ZombicideEvent[]) {
  const out = giveStartingCard(state, survivor, card);
  events.push({ type: "SkillUsed", survivor, skill: SKILL, rule: RULE });
  return out.state;
}

/**
 * Setup: each survivor holding the skill (a Campaign Skill on its sheet) is asked which ammo card it starts
 * with; a game whose decks hold one kind only gives it unasked, and one with none gives nothing.
 */
function askEveryone(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  for (const s of state.survivors)
    if (s.companion === undefined && hasSkill(s, SKILL, next)) next = ask(next, s.id, events);
  return next;
}

/** The survivor's ammo card: asked when the decks hold both kinds, given unasked when only one. */
function ask(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  const s = state.survivors.find((x) => x.id === id);
  if (!s) return state;
  const offer = { survivor: id, cards: ammoCards(state) };
  return offerStartingCard(state, s.seat, offer, decision, (next, card) => given(next, id, card, events));
}

const schema = z.strictObject({
  type: z.literal("startWithAmmo"),
  survivor: z.string().min(1).max(64),
  card: z.string().min(1).max(64),
});
export type StartWithAmmoCommand = z.infer<typeof schema>;

/** The answer: the chosen ammo card, taken from a draw pile that holds it (else a card of its own). */
const startWithAmmo: ActionModule<StartWithAmmoCommand> = {
  type: "startWithAmmo",
  schema,
  kind: "decision",
  legal: decision.answersToEach((o) =>
    o.cards.map((card) => ({ type: "startWithAmmo" as const, survivor: o.survivor, card })),
  ),
  apply(state, seat, cmd) {
    const asked = decision.findWhere(state, seat, (o) => o.survivor === cmd.survivor);
    if (!asked)
      return refuse("no_decision", RULES.decision, `${seat} has no ammo card to choose for ${cmd.survivor}`);
    return takeStartingCard(state, asked, cmd.card, TAKE);
  },
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-campaign-skills-starts-with-an-ammo-card":
      "Fort Hendrix, Campaign Skills: Starts with an ammo card",
  },
  "pt-BR": {
    "rule.fort-hendrix-campaign-skills-starts-with-an-ammo-card":
      "Fort Hendrix, Habilidades de Campanha: Começa com uma carta de munição",
  },
};

/**
 * Starts with an ammo card (a Fort Hendrix Campaign Skill): the survivor begins each game with an ammo card.
 * The book's list is not public (expansion-data-2.md §3.2): Horda reads it as Rio's Well-equipped, a Plenty of
 * Bullets or a Plenty of Shells of the player's choice (?), asked at setup.
 */
export const startsWithAmmo: RuleModule = {
  id: SKILL,
  ...PLAY,
  rule: RULE,
  skills: [SKILL],
  commands: [startWithAmmo] as unknown as RuleModule["commands"],
  hooks: {
    setup: (ctx, state) => askEveryone(state, ctx.events),
    // Taken at the game's start after the setup (Jack of all trades' choice): asked then.
    skillAtStart: (ctx, state) => (ctx.skill === SKILL ? ask(state, ctx.survivor, ctx.events) : state),
  },
  words: joinWords(
    {
      en: {
        name: "Starts with an ammo card",
        summary: "The survivor begins each game with a Plenty of Bullets or a Plenty of Shells, its choice.",
        ...PLAY_WORDS.en,
      },
      "pt-BR": {
        name: "Começa com uma carta de munição",
        summary: "O sobrevivente começa cada jogo com um Muitas Balas ou um Muitos Cartuchos, à escolha.",
        ...PLAY_WORDS["pt-BR"],
      },
    },
    CITED,
  ),
};
