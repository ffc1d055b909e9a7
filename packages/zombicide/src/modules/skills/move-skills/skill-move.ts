import { ok } from "@horda/table";
import { z } from "zod";
import type { BoardTables } from "../../../board/tables.ts";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { entryRefused } from "../../../game/actions/move.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import { attackChoices } from "../../../game/combat/start.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import {
  effectsOf,
  effectsOfAll,
  type FreeActionFor,
  hasSkill,
  skillId,
  skillParam,
  skillsOf,
} from "../../../game/skills/effects.ts";
import {
  grantFreeAction,
  grantLeft,
  recordUse,
  takeFreeAction,
  usedThisTurn,
} from "../../../game/skills/free-actions.ts";
import { moveSteps } from "../../../game/skills/skill-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { rulesOf, skillRule } from "../../../kernel/registry.ts";
import { MOVE_SKILL_RULES } from "./rules.ts";

const SKILLS = [
  "plus-1-zone-per-move",
  "two-zones-per-move",
  "sprint",
  "jump",
  "charge",
  "hit-and-run",
  "blitz",
  "bloodlust",
] as const;
type MoveSkill = (typeof SKILLS)[number];

const schema = z.strictObject({
  type: z.literal("skillMove"),
  survivor: z.string().min(1).max(64),
  skill: z.enum(SKILLS),
  /** The zones entered, in order (the start zone left out). */
  path: z.array(z.string().min(1).max(16)).min(1).max(3),
});
export type SkillMoveCommand = z.infer<typeof schema>;

interface MoveRule {
  readonly min: number;
  readonly max: number;
  readonly rule: string;
  /** A Move Action (a free Move pays for it, the Zombie penalty applies). */
  readonly moveAction: boolean;
  readonly oncePerTurn: boolean;
  /** Actions on top of the Zombie penalty: 1 for an Action, 0 for a free move. */
  readonly base: number;
  /** The Zombie penalty for the Zone left applies. */
  readonly penalty: boolean;
  /** Zombies in a Zone entered before the last one stop the move (Jump ignores the middle Zone). */
  readonly stops: boolean;
  /** The last Zone must hold a Zombie (Charge, Bloodlust). */
  readonly toZombies: boolean;
}

/** A skill's move rule, read once (the skills' modules are installed by the time a game asks). */
function ruleOf(skill: MoveSkill): MoveRule {
  let r = rules.get(skill);
  if (!r) {
    r = readRule(skill);
    rules.set(skill, r);
  }
  return r;
}

const rules = new Map<MoveSkill, MoveRule>();

function readRule(skill: MoveSkill): MoveRule {
  const long = effectsOf(skill).find((e) => e.kind === "longMove");
  switch (skill) {
    case "plus-1-zone-per-move":
    case "two-zones-per-move":
    case "sprint":
      return {
        min: long?.kind === "longMove" ? long.minZones : 2,
        max: long?.kind === "longMove" ? long.zones : 2,
        rule: MOVE_SKILL_RULES[skill],
        moveAction: true,
        oncePerTurn: skill === "sprint",
        base: 1,
        penalty: true,
        stops: true,
        toZombies: false,
      };
    case "jump":
      return {
        min: 2,
        max: 2,
        rule: MOVE_SKILL_RULES.jump,
        moveAction: false,
        oncePerTurn: true,
        base: 1,
        penalty: true,
        stops: false,
        toZombies: false,
      };
    case "charge":
      return {
        min: 1,
        max: 2,
        rule: MOVE_SKILL_RULES.charge,
        moveAction: false,
        oncePerTurn: true,
        base: 0,
        penalty: true,
        stops: true,
        toZombies: true,
      };
    case "hit-and-run":
      return {
        min: 1,
        max: 1,
        rule: skillRule("hit-and-run") ?? RULES.move,
        moveAction: false,
        oncePerTurn: false,
        base: 0,
        penalty: false,
        stops: true,
        toZombies: false,
      };
    case "blitz":
    case "bloodlust":
      return {
        min: 1,
        max: 2,
        rule: MOVE_SKILL_RULES[skill],
        moveAction: false,
        oncePerTurn: true,
        base: 1,
        penalty: true,
        stops: true,
        toZombies: skill === "bloodlust",
      };
  }
}

/**
 * The free Action Blitz and Bloodlust grant once the move is made (§10): Ranged for Blitz, the Bloodlust's
 * type (Combat, Melee or Ranged) for Bloodlust; kept as "bonus:[type]:[skill]" in the Turn's skill uses.
 */
function grantedAction(state: ZombicideState, s: SurvivorState, skill: MoveSkill): FreeActionFor | null {
  if (skill === "blitz") return "ranged";
  if (skill !== "bloodlust") return null;
  const own = skillsOf(state, s).find((k) => skillId(k) === "bloodlust");
  const param = own ? skillParam(own) : undefined;
  return param === "melee" || param === "ranged" || param === "combat" ? param : null;
}

/**
 * The most Zones a Move Action over every Move's long-move skills may cover: each such skill the survivor has
 * (not a once-per-Turn one such as Sprint) adds its extra Zones, so Season 1's "2 Zones per Move Action" and
 * "+1 Zone per Move" together give 3 (classic §10, C16's Wanda); one of them alone gives its own `zones`.
 */
function everyMoveZones(state: ZombicideState, s: SurvivorState): number {
  let zones = 1;
  for (const e of effectsOfAll(skillsOf(state, s)))
    if (e.kind === "longMove" && !e.oncePerTurn) zones += e.zones - 1;
  return zones;
}

/** The most Zones this skill's move may cover for this survivor (every-Move long moves stack). */
function maxZones(state: ZombicideState, s: SurvivorState, skill: MoveSkill): number {
  const r = ruleOf(skill);
  return stacking(skill) ? Math.max(r.max, everyMoveZones(state, s)) : r.max;
}

/** A long move of every Move Action, which stacks with the others the survivor has. */
function stacking(skill: MoveSkill): boolean {
  return skill === "plus-1-zone-per-move" || skill === "two-zones-per-move";
}

/** Blitz: from the last Zone, Zombies are within Range of a Ranged weapon the survivor holds. */
function blitzTarget(state: ZombicideState, s: SurvivorState, at: ZoneId): boolean {
  return attackChoices(state, { ...s, zone: at }, "ranged").length > 0;
}

/** What the move costs: its base, plus 1 per Zombie in the Zone left (none with Slippery, except for Jump). */
function costOf(state: ZombicideState, s: SurvivorState, skill: MoveSkill): number {
  const r = ruleOf(skill);
  const slippery = skill !== "jump" && hasSkill(s, "slippery", state);
  return r.base + (r.penalty && !slippery ? zombiesIn(state, s.zone) : 0);
}

/** Why the survivor cannot use this move skill now (ignoring the path), or null. */
function skillRefusal(state: ZombicideState, s: SurvivorState, skill: MoveSkill): string | null {
  if (skill === "hit-and-run") {
    if (!hasSkill(s, skill, state)) return `${s.name} does not have Hit & run`;
    return grantLeft(state, s, skill)
      ? null
      : `${s.name} has no Hit & run Move: it follows a Combat Action that killed`;
  }
  if (!hasSkill(s, skill, state)) return `${s.name} does not have the skill ${skill}`;
  if (skill === "bloodlust" && grantedAction(state, s, skill) === null)
    return `${s.name}'s Bloodlust names no Action type`;
  if (ruleOf(skill).oncePerTurn && usedThisTurn(state, s, skill) > 0)
    return `${s.name} has already used ${skill} this Turn`;
  return null;
}

/** The Actions `apply` will have to pay with: one free Move at most pays for a Move Action (availability.ts). */
function available(state: ZombicideState, s: SurvivorState, skill: MoveSkill): number {
  return actionsAvailable(state, s, ruleOf(skill).moveAction ? "move" : undefined);
}

/** Why this path is not a legal move for the skill, or null. */
function pathRefusal(
  state: ZombicideState,
  s: SurvivorState,
  skill: MoveSkill,
  path: readonly ZoneId[],
  max = maxZones(state, s, skill),
): string | null {
  const r = ruleOf(skill);
  if (path.length < r.min || path.length > max)
    return r.min === max
      ? `${skill} moves exactly ${r.min} Zones`
      : `${skill} moves ${r.min} to ${max} Zones`;
  const { neighbours } = tablesOf(state);
  const seen = [s.zone];
  for (const z of path) {
    if (boardOf(state).zoneIndex[z] === undefined) return `there is no zone ${z}`;
    const from = seen[seen.length - 1] as ZoneId;
    if (!(neighbours[zoneIndex(state, from)] ?? []).includes(zoneIndex(state, z)))
      return `${z} is not one Move from ${from} (walls and closed doors still block)`;
    if (seen.includes(z)) return `the move goes back to ${z}`;
    // A rule barring the way in (a full Narrow Zone) bars every Zone stepped into; Jump's middle is not.
    const barred =
      skill === "jump" && z !== path[path.length - 1] ? undefined : entryRefused(state, s, z, skill);
    if (barred) return barred.why;
    seen.push(z);
  }
  if (r.stops && !rulesOf(state).hooks.entersZombiesFreely({ state, survivor: s })) {
    const stop = path.slice(0, -1).find((z) => zombiesIn(state, z) > 0);
    if (stop) return `entering ${stop}, which holds Zombies, ends the move there`;
  }
  const last = path[path.length - 1] as ZoneId;
  if (r.toZombies && zombiesIn(state, last) === 0) return `${skill} must end in a Zone with a Zombie`;
  if (skill === "blitz" && !blitzTarget(state, s, last))
    return `from ${last} no Zombies are within Range of a Ranged weapon ${s.name} holds`;
  return null;
}

/** Whether a skill list holds any move skill (most survivors hold none): kept per list, lists are shared. */
function holdsMoveSkill(skills: readonly string[]): boolean {
  let holds = moveSkillHolders.get(skills);
  if (holds === undefined) {
    holds = SKILLS.some((k) => hasSkill({ skills }, k));
    moveSkillHolders.set(skills, holds);
  }
  return holds;
}

const moveSkillHolders = new WeakMap<readonly string[], boolean>();

/**
 * Every walk of `length` steps from `from` over the open board, as zone ids. A pure function of the movement
 * tables (the same object while the doors and board hooks read the same), so the walks are kept per tables
 * object and shared by the commands made of them (commands are never changed in place).
 */
function pathsFrom(state: ZombicideState, from: ZoneId, length: number): ZoneId[][] {
  const tables = tablesOf(state);
  let known = walksByTables.get(tables);
  if (!known) {
    known = new Map();
    walksByTables.set(tables, known);
  }
  const key = `${length} ${from}`;
  let walks = known.get(key);
  if (!walks) {
    walks = walksOf(state, from, length);
    known.set(key, walks);
  }
  return walks;
}

const walksByTables = new WeakMap<BoardTables, Map<string, ZoneId[][]>>();

function walksOf(state: ZombicideState, from: ZoneId, length: number): ZoneId[][] {
  if (length === 0) return [[]];
  const out: ZoneId[][] = [];
  for (const n of tablesOf(state).neighbours[zoneIndex(state, from)] ?? []) {
    const z = zoneIdOf(state, n);
    for (const rest of walksOf(state, z, length - 1)) out.push([z, ...rest]);
  }
  return out;
}

/**
 * Move skills (§10): +1 Zone per Move and Sprint (a Move Action over more Zones; classic's 2 Zones per Move
 * Action and +1 Zone per Move stack to 3), Jump (1 Action, exactly 2
 * Zones, the middle one ignored), Charge (free, up to 2 Zones into Zombies), Hit & run (a free Move with no
 * Zombie penalty after a kill), Blitz and Bloodlust (1 Action, up to 2 Zones, then a free attack). Once-per-Turn uses are kept in the survivor's `skillUses`.
 */
export const skillMove: ActionModule<SkillMoveCommand> = {
  type: "skillMove",
  schema,
  kind: "survivor",
  needsSkill: SKILLS,
  onFoot: true,
  legal(state, _seat, s) {
    if (!s || !holdsMoveSkill(skillsOf(state, s))) return [];
    const out: SkillMoveCommand[] = [];
    for (const skill of SKILLS) {
      if (skillRefusal(state, s, skill) !== null || costOf(state, s, skill) > available(state, s, skill))
        continue;
      const r = ruleOf(skill);
      for (let n = r.min, max = maxZones(state, s, skill); n <= max; n++)
        for (const path of pathsFrom(state, s.zone, n))
          if (pathRefusal(state, s, skill, path, max) === null)
            out.push({ type: "skillMove", survivor: s.id, skill, path });
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const r = ruleOf(cmd.skill);
    const no = skillRefusal(state, s0, cmd.skill);
    if (no) return refuse("no_skill", r.rule, no);
    const bad = pathRefusal(state, s0, cmd.skill, cmd.path);
    if (bad) return refuse("bad_path", r.rule, bad);
    const events: ZombicideEvent[] = [];
    let next = activate(state, s0.id);
    if (r.moveAction) next = takeFreeAction(next, s0.id, "move", events);
    const s = survivorById(next, s0.id) as SurvivorState;
    const cost = costOf(next, s, cmd.skill);
    if (cost > s.actionsLeft)
      return refuse(
        "not_enough_actions",
        RULES.moveZombies,
        `this move costs ${cost} Actions but ${s.name} has ${s.actionsLeft} left`,
      );
    events.push({ type: "SkillUsed", survivor: s.id, skill: cmd.skill, rule: r.rule });
    // A move longer than the named skill alone gives uses the every-Move skills it stacks with too.
    if (stacking(cmd.skill) && cmd.path.length > r.max)
      for (const other of ["two-zones-per-move", "plus-1-zone-per-move"] as const)
        if (other !== cmd.skill && hasSkill(s, other, next))
          events.push({ type: "SkillUsed", survivor: s.id, skill: other, rule: MOVE_SKILL_RULES[other] });
    if (r.oncePerTurn) next = recordUse(next, s.id, cmd.skill);
    if (cmd.skill === "hit-and-run") next = recordUse(next, s.id, "used:hit-and-run");
    const granted = grantedAction(next, s, cmd.skill);
    if (granted) next = grantFreeAction(next, s.id, granted, cmd.skill);
    moveSteps(next, s, cmd.path, cost, r.rule, events);
    const to = cmd.path.at(-1) ?? s.zone;
    next = replaceSurvivor(next, { ...(survivorById(next, s.id) as SurvivorState), zone: to });
    return ok({ state: spend(next, s.id, cost, events), events });
  },
};
