import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardName, pickCards } from "../../../game/cards.ts";
import { survivorRange } from "../../../game/combat/start.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { heldCards } from "../../../game/inventory.ts";
import { recordUse, takeFreeAction } from "../../../game/skills/free-actions.ts";
import { neighboursOf, sightRange, walkRefusal, walksFrom } from "../../../game/skills/paths.ts";
import { inPlay, replaceSurvivor, survivorById, zombiesIn } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { transmute } from "./transmutation.ts";

export const ENCHANTMENT_RULE =
  "black-plague §4 Enchantment Action (an enchantment in Hand on a target in sight, the caster included; each copy once per Turn)";
const HEALING_RULE = "black-plague §14.2 Healing (the target Survivor heals 1 Wound)";
const SPEED_RULE =
  "black-plague §14.2 Speed (a Survivor in a Zone without Zombies makes a free Move of up to 2 Zones; from a digital adaptation, unverified)";

const INVISIBILITY_RULE =
  "black-plague §14.2 Invisibility (Zombies ignore the target until the end of the round, until it attacks or makes Noise; from a digital adaptation, unverified)";
const REPULSE_RULE =
  "black-plague §14.2 Repulse (the Zombies in the target's Zone are pushed into one Zone at Range 1 with a clear path, as Shove does; the card's text was not found, unverified)";

const IRONCLAD_RULE =
  "black-plague §14.3 Ironclad: Zombie Wolfz (the target ignores the Wounds of Zombie Wolfz until the End Phase; wording and duration not read, unverified)";

/**
 * The enchantment effects this module plays, by the card's `enchantment` id. `moves`: the command's `path` is
 * the target's Move (1-2 Zones, Speed); `pushes`: its one Zone is where the Zombies go (Repulse).
 */
const EFFECTS: Readonly<
  Record<
    string,
    {
      readonly rule: string;
      readonly needsWound: boolean;
      readonly moves: boolean;
      readonly pushes?: boolean;
      /** A skill the target holds until the End Phase (Ironclad: Zombie Wolfz). */
      readonly grants?: string;
    }
  >
> = {
  healing: { rule: HEALING_RULE, needsWound: true, moves: false },
  speed: { rule: SPEED_RULE, needsWound: false, moves: true },
  invisibility: { rule: INVISIBILITY_RULE, needsWound: false, moves: false },
  repulse: { rule: REPULSE_RULE, needsWound: false, moves: false, pushes: true },
  "ironclad-wolfz": { rule: IRONCLAD_RULE, needsWound: false, moves: false, grants: "ironclad:wolfz" },
};

/** The Survivors an Invisibility hides from the Zombies until the End Phase (or their next attack or Noise). */
const hidden = slice<{
  readonly survivors: readonly string[];
  /** Skills an enchantment gave until the End Phase, by survivor. */
  readonly granted?: readonly { readonly survivor: string; readonly skill: string }[];
}>("enchantments", { survivors: [] });

const schema = z.strictObject({
  type: z.literal("enchant"),
  survivor: z.string().min(1).max(64),
  /** The enchantment in a Hand: a card id or a uid. */
  card: z.string().min(1).max(64),
  /** The Survivor it is cast on (the caster may target himself). */
  target: z.string().min(1).max(64),
  /** Speed: the Zones of the target's free Move, 1 or 2. */
  path: z.array(z.string().min(1).max(16)).min(1).max(2).optional(),
});
export type EnchantCommand = z.infer<typeof schema>;

const useOf = (uid: CardUid) => `enchant:${uid}`;

/** Whether this copy was cast in the survivor's Turn going on (uses of an earlier Turn are stale until it starts). */
function castThisTurn(state: ZombicideState, s: SurvivorState, uid: CardUid): boolean {
  return state.turn.active === s.id && (s.skillUses ?? []).includes(useOf(uid));
}

function refusal(
  state: ZombicideState,
  s: SurvivorState,
  uid: CardUid,
  target: string,
  path?: readonly ZoneId[],
): string | null {
  const effect = cardData(state, uid)?.enchantment;
  const how = effect === undefined ? undefined : EFFECTS[effect];
  if (!how) return `${cardName(state, uid)} is not an enchantment Horda plays`;
  if (castThisTurn(state, s, uid)) return `${cardName(state, uid)} was already cast this Turn`;
  const t = survivorById(state, target);
  if (!t || !inPlay(t)) return `there is no Survivor ${target} in play`;
  const range = survivorRange(state, s, t.zone);
  if (range === null || range < 0) return `${s.name} cannot see ${t.name}`;
  if (how.needsWound && t.wounds === 0) return `${t.name} has no Wound to heal`;
  if (how.pushes) {
    if (zombiesIn(state, t.zone) === 0) return `there are no Zombies in ${t.zone} to push away`;
    const to = path?.length === 1 ? (path[0] as ZoneId) : undefined;
    if (to === undefined) return `Repulse needs the one Zone the Zombies are pushed into`;
    if (!neighboursOf(state, t.zone).includes(to) || sightRange(state, t.zone, to) !== 1)
      return `${to} is not at Range 1 from ${t.zone} with a clear path`;
    return null;
  }
  if (!how.moves) return path === undefined ? null : `${cardName(state, uid)} moves nobody`;
  if (zombiesIn(state, t.zone) > 0) return `${t.name} stands with Zombies: Speed needs a Zone without them`;
  if (path === undefined) return `Speed needs the Zones of ${t.name}'s Move`;
  return walkRefusal(state, t.zone, path, false);
}

function enchantments(state: ZombicideState, s: SurvivorState): CardUid[] {
  return heldCards(s, state).filter((u) => cardData(state, u)?.spell === "enchantment");
}

/** The Enchantment Action: 1 Action, an enchantment in Hand cast on a Survivor in sight; the card stays. */
export const enchantAction: ActionModule<EnchantCommand> = {
  type: "enchant",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, "enchantment") < 1) return [];
    const out: EnchantCommand[] = [];
    for (const uid of enchantments(state, s))
      for (const t of state.survivors) {
        if (!inPlay(t)) continue;
        const how = EFFECTS[cardData(state, uid)?.enchantment ?? ""];
        const paths = how?.moves
          ? walksFrom(state, t.zone, 2).filter((p) => p.length > 0)
          : how?.pushes
            ? neighboursOf(state, t.zone).map((z) => [z])
            : [undefined];
        for (const path of paths)
          if (refusal(state, s, uid, t.id, path) === null)
            out.push({ type: "enchant", survivor: s.id, card: uid, target: t.id, ...(path ? { path } : {}) });
      }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(
      enchantments(state, s0).filter((u) => !castThisTurn(state, s0, u)),
      [cmd.card],
    );
    if (!picked.ok)
      return refuse(
        "no_enchantment",
        ENCHANTMENT_RULE,
        `${s0.name} holds no such enchantment ready in a Hand`,
      );
    const uid = picked.picks[0] as CardUid;
    const no = refusal(state, s0, uid, cmd.target, cmd.path);
    if (no) return refuse("cannot_enchant", ENCHANTMENT_RULE, no);
    const events: ZombicideEvent[] = [];
    let next = takeFreeAction(activate(state, s0.id), s0.id, "enchantment", events);
    if ((survivorById(next, s0.id) as SurvivorState).actionsLeft < 1)
      return refuse("not_enough_actions", ENCHANTMENT_RULE, `${s0.name} has no Action left`);
    next = recordUse(next, s0.id, useOf(uid));
    const effect = cardData(state, uid)?.enchantment as string;
    events.push({
      type: "EnchantmentCast",
      survivor: s0.id,
      card: uid,
      target: cmd.target,
      rule: ENCHANTMENT_RULE,
    });
    if (effect === "speed" && cmd.path) {
      const t = survivorById(next, cmd.target) as SurvivorState;
      const to = cmd.path[cmd.path.length - 1] as ZoneId;
      next = replaceSurvivor(next, { ...t, zone: to });
      events.push({ type: "SpeedMoved", survivor: t.id, from: t.zone, to, path: cmd.path, rule: SPEED_RULE });
    }
    if (effect === "invisibility") {
      const hiding = hidden.read(next).survivors;
      if (!hiding.includes(cmd.target)) next = hidden.write(next, { survivors: [...hiding, cmd.target] });
      events.push({ type: "SurvivorHidden", survivor: cmd.target, rule: INVISIBILITY_RULE });
    }
    const grants = EFFECTS[effect]?.grants;
    if (grants) {
      const t = survivorById(next, cmd.target) as SurvivorState;
      next = replaceSurvivor(next, { ...t, skills: [...t.skills, grants] });
      next = hidden.update(next, (h) => ({
        ...h,
        granted: [...(h.granted ?? []), { survivor: t.id, skill: grants }],
      }));
      events.push({ type: "SkillGranted", survivor: t.id, skill: grants, rule: EFFECTS[effect]?.rule ?? "" });
    }
    if (effect === "repulse" && cmd.path) {
      const t = survivorById(next, cmd.target) as SurvivorState;
      const to = cmd.path[0] as ZoneId;
      const pushed = next.zombies.filter((z) => z.zone === t.zone).map((z) => z.id);
      next = { ...next, zombies: next.zombies.map((z) => (z.zone === t.zone ? { ...z, zone: to } : z)) };
      events.push({
        type: "ZombiesRepulsed",
        survivor: s0.id,
        target: t.id,
        zombies: pushed,
        from: t.zone,
        to,
        rule: REPULSE_RULE,
      });
    }
    if (effect === "healing") {
      const t = survivorById(next, cmd.target) as SurvivorState;
      next = replaceSurvivor(next, { ...t, wounds: t.wounds - 1 });
      events.push({
        type: "WoundsHealed",
        survivor: t.id,
        wounds: 1,
        total: t.wounds - 1,
        by: s0.id,
        skill: "healing",
        rule: HEALING_RULE,
      });
    }
    return ok({ state: spend(next, s0.id, 1, events), events });
  },
};

export const enchantmentsModule: RuleModule = {
  id: "enchantments",
  ...PLAY,
  rule: ENCHANTMENT_RULE,
  commands: [enchantAction, transmute],
  // An Enchantment Action is paid by a free Enchantment Action or a free spell Action (Spellcaster).
  actionKinds: { enchantment: ["enchantment", "spell"] },
  skills: ["ironclad"],
  skillRules: { ironclad: IRONCLAD_RULE },
  effects: {
    // Ironclad: [type] (Wulfsburg): Wounds from Zombies of that type are ignored (the core's `ignoreWoundsFrom`).
    ironclad: (param) =>
      param
        ? [{ kind: "ignoreWoundsFrom", type: param, skill: `ironclad:${param}`, rule: IRONCLAD_RULE }]
        : [],
  },
  // Transmutation has its own command (`transmute`: the card the target gives up).
  cardEffects: [...Object.keys(EFFECTS), "transmutation"],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
  hooks: {
    unnoticed: ({ state, survivor }) => {
      const hiding = hidden.read(state).survivors;
      return hiding.length > 0 && hiding.includes(survivor.id);
    },
    // Attacking or making Noise ends an Invisibility at once; the End Phase ends them all.
    afterCommand: (_ctx, applied) => {
      const hiding = hidden.read(applied.state).survivors;
      if (hiding.length === 0) return applied;
      const shown = hiding.filter((id) => applied.events.some((e) => breaksCover(e, id)));
      if (shown.length === 0) return applied;
      const events = [...applied.events];
      for (const id of shown) events.push({ type: "SurvivorSeen", survivor: id, rule: INVISIBILITY_RULE });
      const state = hidden.write(applied.state, { survivors: hiding.filter((id) => !shown.includes(id)) });
      return { state, events };
    },
    endPhase: (_ctx, state) => {
      const h = hidden.read(state);
      if (h.survivors.length === 0 && (h.granted ?? []).length === 0) return state;
      let next = state;
      // The skills enchantments gave end with the round: one copy each taken back.
      for (const g of h.granted ?? []) {
        const s = survivorById(next, g.survivor);
        const at = s?.skills.lastIndexOf(g.skill) ?? -1;
        if (s && at >= 0) next = replaceSurvivor(next, { ...s, skills: s.skills.filter((_, i) => i !== at) });
      }
      return hidden.write(next, { survivors: [] });
    },
  },
};

/** Whether an event shows that survivor `id` attacked or made Noise. */
function breaksCover(e: ZombicideEvent, id: string): boolean {
  if (e.type === "NoiseMade" || e.type === "DiceRolled") return e.survivor === id;
  if (e.type === "ZombieKilled") return e.by === id;
  return false;
}
