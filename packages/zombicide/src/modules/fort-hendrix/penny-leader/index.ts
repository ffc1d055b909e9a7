import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { takeLead } from "../../../game/companions/lead.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay, replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { decisionType, dropDecision, firstPlayer } from "../../../kernel/decisions.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { settle } from "../../../kernel/resume.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const ID = "penny-leader";
const RULE =
  "Fort Hendrix, Campaign Companion: Penny (during each Mission's Setup, the players agree which Survivor is Penny's Leader and set her miniature accordingly)";

interface Options {
  readonly companion: string;
  /** Who may lead her: the survivors in her Zone (M1: Starting Zone #2), or all of them when none stands there. */
  readonly survivors: readonly string[];
}
const decision = decisionType<Options>("pennyLeader");

const isPenny = (s: SurvivorState) => s.card === "penny" || s.id === "penny";

/** The survivors who may lead Penny: those in play in her Zone, else every one in play. */
function candidates(state: ZombicideState, penny: SurvivorState): readonly string[] {
  const all = state.survivors.filter((s) => s.companion === undefined && inPlay(s));
  const there = all.filter((s) => s.zone === penny.zone);
  return (there.length > 0 ? there : all).map((s) => s.id);
}

/** Penny follows `leader`: set in the Leader's Zone, led by it (the Leader gains her skill, if she had one). */
function lead(
  state: ZombicideState,
  pennyId: string,
  leaderId: string,
  events: ZombicideEvent[],
): ZombicideState {
  const leader = survivorById(state, leaderId) as SurvivorState;
  const penny = survivorById(state, pennyId) as SurvivorState;
  const placed = replaceSurvivor(state, { ...penny, zone: leader.zone });
  const next = takeLead(placed, survivorById(placed, pennyId) as SurvivorState, leader);
  const skill = survivorById(next, pennyId)?.companion?.skill ?? null;
  events.push({ type: "PennyLeaderChosen", companion: pennyId, leader: leaderId, skill, rule: RULE });
  return next;
}

/** Setup: Penny, alone on the map's Companion spot, gets her Leader: asked when several survivors may lead her. */
function setupLeader(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  for (const p of state.survivors) {
    if (!isPenny(p) || p.companion?.leader !== null || !inPlay(p)) continue;
    const who = candidates(next, p);
    if (who.length === 1) next = lead(next, p.id, who[0] as string, events);
    else if (who.length > 1)
      next = decision.raise(next, firstPlayer(next), { companion: p.id, survivors: who });
  }
  return next;
}

const schema = z.strictObject({
  type: z.literal("choosePennyLeader"),
  leader: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type ChoosePennyLeaderCommand = z.infer<typeof schema>;

const choosePennyLeader: ActionModule<ChoosePennyLeaderCommand> = {
  type: "choosePennyLeader",
  schema,
  kind: "decision",
  legal: decision.answers((o) =>
    o.survivors.map((leader) => ({ type: "choosePennyLeader" as const, leader })),
  ),
  apply(state, seat, cmd) {
    const d = decision.find(state, seat, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} is not asked who leads Penny`);
    if (!d.options.survivors.includes(cmd.leader))
      return refuse("not_penny_leader", RULE, `Penny's Leader is one of ${d.options.survivors.join(", ")}`);
    const events: ZombicideEvent[] = [];
    const next = lead(dropDecision(state, d.decision.id), d.options.companion, cmd.leader, events);
    return ok({ state: settle(next, events), events });
  },
};

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-campaign-companion-penny": "Fort Hendrix, Campaign Companion: Penny",
  },
  "pt-BR": {
    "rule.fort-hendrix-campaign-companion-penny": "Fort Hendrix, Companheira de Campanha: Penny",
  },
};

/**
 * Fort Hendrix's Campaign Companion: the team starts each mission with Penny, whose Leader the players choose at
 * setup (no Rally Action). Switched on by the campaign's missions (listed after the rules that place survivors).
 */
export const pennyLeader: RuleModule = {
  id: ID,
  ...PLAY,
  rule: RULE,
  commands: [choosePennyLeader] as unknown as RuleModule["commands"],
  hooks: { setup: (ctx, state) => setupLeader(state, ctx.events) },
  words: joinWords(PLAY_WORDS, CITED),
};

/** Penny's Leader chosen at setup. */
export interface PennyLeaderChosen {
  readonly type: "PennyLeaderChosen";
  readonly companion: string;
  readonly leader: string;
  readonly skill: string | null;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    PennyLeaderChosen: PennyLeaderChosen;
  }
}
