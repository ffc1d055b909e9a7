import type { ZombicideEvent } from "../../../game/events.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { slice } from "../../../kernel/slices.ts";
import { campaignPlaySlice } from "../../advanced/campaign-play/state.ts";
import { knockOutSlice } from "../../advanced/knock-out/state.ts";
import { objectiveCardsSlice } from "../../advanced/objective-cards/state.ts";
import { settingsOf, stringList, stringOf } from "../shared/settings.ts";
import { EVENTS, WORDS } from "./events.ts";

export const CONTAMINATED = "contaminated";
export const CONTAMINATED_RULE =
  "Fort Hendrix, M9 All the diseases in the world / M10 Is it tomorrow, or just the end of time? (Contaminated x1: no Red Level Skills; x2: no Orange and Red; x3: no Yellow or higher; x4 or more: no Blue or higher; Experience earned as usual)";

type Level = "blue" | "yellow" | "orange" | "red";

interface ContaminatedState {
  /** The Achievement counted (`contaminated`). */
  readonly achievement: string;
  /** The Danger Levels whose skills cannot be used, by count (index 0: ×1; the last for more). */
  readonly blocks: readonly (readonly string[])[];
  readonly diesAtCampaignEnd: boolean;
  /** The campaign's last mission ended and the Contaminated died (told once). */
  readonly died?: boolean;
  /** Skills each survivor holds but cannot use now, set aside from its skills. */
  readonly aside: Readonly<Record<string, readonly string[]>>;
}

const contaminated = slice<ContaminatedState>(CONTAMINATED, {
  achievement: CONTAMINATED,
  blocks: [],
  diesAtCampaignEnd: false,
  aside: {},
});

/** The survivor's Contaminated Achievements: on its sheet at the start, and gained in this mission. */
export function contaminationOf(state: ZombicideState, survivor: string): number {
  const id = contaminated.read(state).achievement;
  const sheet = campaignPlaySlice.read(state).sheets[survivor]?.achievements ?? [];
  const gained = objectiveCardsSlice
    .read(state)
    .achievements.filter((a) => a.id === id && (a.survivor === survivor || a.survivor === null));
  return sheet.filter((a) => a === id).length + gained.length;
}

/** The skills its ID card gives at the blocked Danger Levels (the profile's Yellow skills without a card). */
function levelSkills(state: ZombicideState, s: SurvivorState, levels: readonly string[]): Set<string> {
  const tree = s.card ? state.survivorCatalog.survivors[s.card]?.skills : undefined;
  const out = new Set<string>();
  for (const level of levels as readonly Level[]) {
    const skills = tree ? tree[level] : level === "yellow" ? rulesOf(state).profile.base.yellowSkills : [];
    for (const k of skills ?? []) out.add(k);
  }
  return out;
}

/**
 * Sets aside the skills each survivor cannot use for its Contaminated count and gives back those it may use
 * again; the same state when nothing changes. Campaign Skills are not Danger Level skills and stay.
 */
function applyContamination(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const c = contaminated.read(state);
  if (c.blocks.length === 0) return state;
  let aside = c.aside;
  let changed = false;
  const survivors = state.survivors.map((s) => {
    if (s.companion !== undefined) return s;
    const count = contaminationOf(state, s.id);
    const levels = count === 0 ? [] : (c.blocks[Math.min(count, c.blocks.length) - 1] ?? []);
    const blocked = levelSkills(state, s, levels);
    const before = aside[s.id] ?? [];
    const campaign = new Set(campaignPlaySlice.read(state).sheets[s.id]?.skills ?? []);
    const all = [...s.skills, ...before];
    const keep = all.filter((k) => !blocked.has(k) || campaign.has(k));
    const nowAside = all.filter((k) => blocked.has(k) && !campaign.has(k));
    if (nowAside.length === before.length && nowAside.every((k, i) => k === before[i])) return s;
    changed = true;
    events.push({
      type: "ContaminationBlocksSkills",
      survivor: s.id,
      contaminated: count,
      aside: nowAside.filter((k) => !before.includes(k)),
      recovered: before.filter((k) => !nowAside.includes(k)),
      rule: CONTAMINATED_RULE,
    });
    aside = { ...aside, [s.id]: nowAside };
    return { ...s, skills: keep };
  });
  return changed ? contaminated.write({ ...state, survivors }, { ...c, aside }) : state;
}

export const DIES_RULE =
  "Fort Hendrix, M10 SPECIAL (at the end of the campaign, whatever the outcome, Survivors with 1 or more Contaminated Achievements die)";

/**
 * The campaign's last mission is over (won or lost): every survivor with a Contaminated Achievement dies, so the
 * mission's outcome tells the campaign it is dead (its equipment with it).
 */
function contaminatedDie(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const c = contaminated.read(state);
  if (!c.diesAtCampaignEnd || c.died || state.turn.phase !== "over") return state;
  const dying = state.survivors.filter((s) => s.companion === undefined && contaminationOf(state, s.id) > 0);
  let next = contaminated.write(state, { ...c, died: true });
  if (dying.length === 0) return next;
  const ids = new Set(dying.map((s) => s.id));
  for (const s of dying) events.push({ type: "ContaminatedDied", survivor: s.id, rule: DIES_RULE });
  next = knockOutSlice.update(next, (ko) => ({
    ...ko,
    down: Object.fromEntries(Object.entries(ko.down).filter(([id]) => !ids.has(id))),
    rescued: ko.rescued.filter((id) => !ids.has(id)),
    dead: [...ko.dead, ...[...ids].filter((id) => !ko.dead.includes(id))],
  }));
  return { ...next, survivors: next.survivors.map((s) => (ids.has(s.id) ? { ...s, eliminated: true } : s)) };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m10-special": "Fort Hendrix, M10 SPECIAL",
    "rule.fort-hendrix-m9-all-the-diseases-in-the-world-m10-is-it-tomorrow-or-just-the-end-of-time":
      "Fort Hendrix, M9 All the diseases in the world / M10 Is it tomorrow, or just the end of time?",
  },
  "pt-BR": {
    "rule.fort-hendrix-m10-special": "Fort Hendrix, M10 ESPECIAL",
    "rule.fort-hendrix-m9-all-the-diseases-in-the-world-m10-is-it-tomorrow-or-just-the-end-of-time":
      "Fort Hendrix, M9 Todas as doenças do mundo / M10 É amanhã, ou só o fim dos tempos?",
  },
};

/**
 * Contaminated (M9, M10): a survivor's Contaminated Achievements (its sheet's and this mission's) keep it from
 * using the skills of its Danger Levels, set aside from its skills while they are blocked (settings: `blocks`,
 * the levels blocked by each count; `achievement`, the Achievement counted). Experience and skill choices go on
 * as usual; a skill gained at a blocked level is set aside at once, and a survivor losing Achievements gets its
 * skills back.
 */
export const contaminatedRules: RuleModule = {
  id: CONTAMINATED,
  rule: CONTAMINATED_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, CONTAMINATED);
      const blocks = Array.isArray(s.blocks) ? s.blocks.map(stringList) : [];
      const next = contaminated.write(state, {
        achievement: stringOf(s.achievement) ?? CONTAMINATED,
        blocks,
        diesAtCampaignEnd: s.diesAtCampaignEnd === true,
        aside: {},
      });
      return applyContamination(next, []);
    },
    afterCommand: (_ctx, applied) => {
      const events = [...applied.events];
      const state = contaminatedDie(applyContamination(applied.state, events), events);
      return state === applied.state ? applied : { state, events };
    },
  },
  events: EVENTS,
  words: joinWords(WORDS, CITED),
};
