import type { Survivor } from "@horda/content";
import { addCompanions } from "../../../game/companions/setup.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { takesTurns } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { cardOnToken, settingsOf, stringList, stringRecord } from "../mission-data.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

export const RIO_COMPANIONS_RULE =
  "rio Carnaval of the Dead: Professor Luana and Lieutenant Francisca, Companions (core §12) found by an Objective card or with the team from the start";
export const LEADER_TAKES_RULE =
  "rio mission M7 Professor Luana Calls Home (Luana's Leader must spend 1 Action in the Radio Room to have her make the call)";

/** The mission's settings, kept at setup: who starts with the team, which card brings whom, what only a Leader takes. */
interface CompanionsState {
  readonly found: Readonly<Record<string, string>>;
  readonly leaderTakes: Readonly<Record<string, string>>;
}
const companionsSlice = slice<CompanionsState>("rio-companions", { found: {}, leaderTakes: {} });

export interface CompanionJoined {
  readonly type: "CompanionJoined";
  readonly companion: string;
  readonly leader: string;
  readonly card: string | null;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CompanionJoined: CompanionJoined;
  }
}

/**
 * The two Companions as the Rio pack lists them (content/rio/survivors.json `companions`), for a game whose
 * catalogue lacks that pack (a scenario on the core content): no ID card, so no skill for the Leader.
 */
const RIO_COMPANIONS: Readonly<Record<string, Survivor>> = {
  "professor-luana": companionCard("professor-luana", "Professor Luana", "Professora Luana"),
  "lieutenant-francisca": companionCard("lieutenant-francisca", "Lieutenant Francisca", "Tenente Francisca"),
};
function companionCard(id: string, en: string, pt: string): Survivor {
  const skills = { blue: [], yellow: [], orange: [], red: [] };
  return { id, names: { en, "pt-BR": pt }, kind: "classic", health: 1, skills, unverified: true } as Survivor;
}

/** The catalogue with the Companion's card (the pack's, or the module's own when the pack is not loaded). */
function withCard(state: ZombicideState, companion: string): ZombicideState | null {
  const cat = state.survivorCatalog;
  if (cat.survivors[companion]) return state;
  const card = RIO_COMPANIONS[companion];
  if (!card) return null;
  return { ...state, survivorCatalog: { ...cat, survivors: { ...cat.survivors, [companion]: card } } };
}

/** The Companion joins the team, led by `leader` (once). */
function join(
  state: ZombicideState,
  companion: string,
  leader: string,
  card: string | null,
  events: ZombicideEvent[],
): ZombicideState {
  const ready = state.survivors.some((s) => s.id === companion) ? null : withCard(state, companion);
  if (ready === null) return state;
  const next = addCompanions(ready, [{ id: companion, card: companion, leader }], (z) => z);
  if (typeof next === "string") return state;
  events.push({ type: "CompanionJoined", companion, leader, card, rule: RIO_COMPANIONS_RULE });
  return next;
}

function setup(state: ZombicideState, settings: Readonly<Record<string, unknown>>): ZombicideState {
  let next = companionsSlice.write(state, {
    found: stringRecord(settings.found),
    leaderTakes: stringRecord(settings.leaderTakes),
  });
  const first = state.survivors.find(takesTurns);
  if (!first) return next;
  for (const c of stringList(settings.start)) next = join(next, c, first.id, null, []);
  return next;
}

/** A card that brings a Companion: it joins the survivor who took it. */
function joinOnCards(applied: {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
}): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const found = companionsSlice.read(applied.state).found;
  let state = applied.state;
  let events: ZombicideEvent[] | null = null;
  for (const e of applied.events) {
    if (e.type !== "ObjectiveCardRevealed") continue;
    const companion = found[e.card];
    if (companion === undefined) continue;
    events ??= [...applied.events];
    state = join(state, companion, e.survivor, e.card, events);
  }
  return events === null ? applied : { state, events };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-carnaval-of-the-dead-professor-luana-and-lieutenant-francisca-companions-core-12-found-by-an-objective-card-or-with-the-team-from-the-start":
      "rio Carnaval of the Dead: Professor Luana and Lieutenant Francisca, Companions (core §12) found by an Objective card or with the team from the start",
    "rule.rio-mission-m7-professor-luana-calls-home": "rio mission M7 Professor Luana Calls Home",
  },
  "pt-BR": {
    "rule.rio-carnaval-of-the-dead-professor-luana-and-lieutenant-francisca-companions-core-12-found-by-an-objective-card-or-with-the-team-from-the-start":
      "rio, Carnaval dos Mortos: Professora Luana e Tenente Francisca, Companheiras (core §12) achadas por uma carta de Objetivo ou com o time desde o início",
    "rule.rio-mission-m7-professor-luana-calls-home": "rio, missão M7: A Professora Luana liga para casa",
  },
};

/**
 * Rio's Companions (Carnaval of the Dead): Professor Luana and Lieutenant Francisca, ID-card-less Companions of
 * the Rio pack. The mission's `settings["rio-companions"]`: `start` (with the team from setup, led by the
 * first survivor), `found` (card id → Companion: joins whoever takes the card), `leaderTakes` (card id →
 * Companion: only that Companion's Leader may take the card, M7's radio call).
 */
export const rioCompanions: RuleModule = {
  id: "rio-companions",
  ...PLAY,
  rule: RIO_COMPANIONS_RULE,
  hooks: {
    setup: (ctx, state) => setup(state, settingsOf(ctx.mission, "rio-companions")),
    afterCommand: (_ctx, applied) => joinOnCards(applied),
    takeRefused: ({ state, survivor, token }): Refusal | null => {
      const card = cardOnToken(state, token.id);
      const companion = card === undefined ? undefined : companionsSlice.read(state).leaderTakes[card];
      if (companion === undefined) return null;
      const led = state.survivors.some((s) => s.id === companion && s.companion?.leader === survivor.id);
      return led
        ? null
        : {
            code: "leader_only",
            why: `only ${companion}'s Leader can take this Objective card`,
            rule: LEADER_TAKES_RULE,
          };
    },
  },
  events: { CompanionJoined: { fields: { companion: "survivor", leader: "survivor" } } },
  words: joinWords(
    {
      en: {
        name: "Rio's Companions",
        summary: "Professor Luana and Lieutenant Francisca join the team as Companions.",
        "event.CompanionJoined": "{{companion}} joins the team, led by {{leader}}",
      },
      "pt-BR": {
        name: "Companheiros do Rio",
        summary: "A Professora Luana e a Tenente Francisca se juntam à equipe como Companheiras.",
        "event.CompanionJoined": "{{companion}} se junta à equipe, liderada por {{leader}}",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
