import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../../game/actions/availability.ts";
import type { ActionModule } from "../../../../game/actions/module.ts";
import { gainAdrenaline } from "../../../../game/adrenaline.ts";
import { type CardUid, cardData, cardOf, pickCards } from "../../../../game/cards.ts";
import { RULES, refuse } from "../../../../game/errors.ts";
import type { ZombicideEvent } from "../../../../game/events.ts";
import { heldCards } from "../../../../game/inventory.ts";
import { addNoise } from "../../../../game/noise.ts";
import { survivorById, zombiesIn } from "../../../../game/survivors.ts";
import { activate } from "../../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../../game/types.ts";
import { payAction } from "../../../../kernel/pay.ts";
import { type BarricadeSite, barricadesSlice, blocks, zonesOfEdge } from "./sites.ts";

export const BARRICADE_RULE =
  "Toxic City Mall, Barricades (only at the mission's marked places, the Zone free of zombies: 3 Actions at once start one, 3 more complete it, 5 XP to each builder; free Actions do not count)";
export const TEAR_DOWN_RULE =
  "Toxic City Mall, Barricades (a survivor tears one down as it would open a door: door-opening equipment in Hand, 1 Action)";
const BUILD_COST = 3;
const XP = 5;

/** The sites on an edge of the survivor's zone. */
function sitesHere(state: ZombicideState, s: SurvivorState): BarricadeSite[] {
  return barricadesSlice.read(state).sites.filter((site) => zonesOfEdge(state, site.edge).includes(s.zone));
}

/** Why the survivor may not work on a barricade at this site now, or null. */
function buildRefusal(
  state: ZombicideState,
  s: SurvivorState,
  site: BarricadeSite | undefined,
): string | null {
  if (!site || !zonesOfEdge(state, site.edge).includes(s.zone))
    return `no barricade place of the mission on an edge of ${s.zone}`;
  if (zombiesIn(state, s.zone) > 0) return `${s.zone} holds zombies`;
  const open = site.tokens.some((t) => !t.complete);
  if (!open && site.tokens.length >= site.needs) return `the barricades at ${site.edge} are all built`;
  if (actionsAvailable(state, s) < BUILD_COST) return `${s.name} has fewer than ${BUILD_COST} Actions left`;
  return null;
}

const buildSchema = z.strictObject({
  type: z.literal("buildBarricade"),
  survivor: z.string().min(1).max(64),
  edge: z.string().min(1).max(16),
});
type BuildBarricadeCommand = z.infer<typeof buildSchema>;

/** Starts a barricade at a marked place, or completes the one started there (3 Actions at once). */
export const buildBarricade: ActionModule<BuildBarricadeCommand> = {
  type: "buildBarricade",
  schema: buildSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    return sitesHere(state, s)
      .filter((site) => buildRefusal(state, s, site) === null)
      .map((site) => ({ type: "buildBarricade" as const, survivor: s.id, edge: site.edge }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const site = barricadesSlice.read(state).sites.find((x) => x.edge === cmd.edge);
    const why = buildRefusal(state, s0, site);
    if (why || !site) return refuse("cannot_build_barricade", BARRICADE_RULE, why ?? "no such place");
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < BUILD_COST)
      return refuse(
        "not_enough_actions",
        RULES.actions,
        `${s.name} has fewer than ${BUILD_COST} Actions left`,
      );
    const events: ZombicideEvent[] = [];
    const at = site.tokens.findIndex((t) => !t.complete);
    if (at < 0) {
      next = writeSite(next, { ...site, tokens: [...site.tokens, { complete: false, builders: [s.id] }] });
      events.push({ type: "BarricadeStarted", survivor: s.id, edge: site.edge, rule: BARRICADE_RULE });
    } else {
      const token = site.tokens[at] as BarricadeSite["tokens"][number];
      const builders = [...new Set([...token.builders, s.id])];
      const tokens = site.tokens.map((t, i) => (i === at ? { complete: true, builders } : t));
      const done = { ...site, tokens };
      next = writeSite(next, done);
      events.push({
        type: "BarricadeCompleted",
        survivor: s.id,
        edge: site.edge,
        builders,
        blocks: blocks(done),
        rule: BARRICADE_RULE,
      });
      for (const b of builders)
        if (survivorById(next, b)) next = gainAdrenaline(next, b, XP, "barricade completed", events);
    }
    return ok({ state: payAction(next, s.id, BUILD_COST, events), events });
  },
};

function writeSite(state: ZombicideState, site: BarricadeSite): ZombicideState {
  return barricadesSlice.update(state, (b) => ({
    sites: b.sites.map((x) => (x.edge === site.edge ? site : x)),
  }));
}

/** Door-opening cards in the survivor's Hands, silent ones first (as for a door). */
function openers(state: ZombicideState, s: SurvivorState): CardUid[] {
  return heldCards(s)
    .filter((u) => cardData(state, u)?.door)
    .sort((a, b) => Number(cardData(state, a)?.door?.noisy) - Number(cardData(state, b)?.door?.noisy));
}

const tearSchema = z.strictObject({
  type: z.literal("tearDownBarricade"),
  survivor: z.string().min(1).max(64),
  edge: z.string().min(1).max(16),
  with: z.string().min(1).max(64).optional(),
});
type TearDownBarricadeCommand = z.infer<typeof tearSchema>;

/** Tears down a barricade of the survivor's zone (a complete one first), like opening a door: 1 Action. */
export const tearDownBarricade: ActionModule<TearDownBarricadeCommand> = {
  type: "tearDownBarricade",
  schema: tearSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    const tools = [...new Set(openers(state, s).map(cardOf))];
    return sitesHere(state, s)
      .filter((site) => site.tokens.length > 0)
      .flatMap((site) =>
        tools.map((w) => ({ type: "tearDownBarricade" as const, survivor: s.id, edge: site.edge, with: w })),
      );
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const site = sitesHere(state, s0).find((x) => x.edge === cmd.edge);
    if (!site || site.tokens.length === 0)
      return refuse("no_barricade", TEAR_DOWN_RULE, `no barricade at ${cmd.edge} by ${s0.zone}`);
    const held = openers(state, s0);
    const picked = cmd.with === undefined ? null : pickCards(held, [cmd.with]);
    const tool = picked === null ? held[0] : picked.ok ? picked.picks[0] : undefined;
    if (!tool)
      return refuse("no_door_opener", TEAR_DOWN_RULE, `${s0.name} holds no door-opening equipment in a Hand`);
    const events: ZombicideEvent[] = [];
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const at = Math.max(
      0,
      site.tokens.findIndex((t) => t.complete),
    );
    next = writeSite(next, { ...site, tokens: site.tokens.filter((_, i) => i !== at) });
    events.push({
      type: "BarricadeTornDown",
      survivor: s.id,
      edge: site.edge,
      with: cardOf(tool),
      rule: TEAR_DOWN_RULE,
    });
    if (cardData(next, tool)?.door?.noisy === true)
      next = addNoise(next, s.zone, s.id, "noisy barricade breaking", events);
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};
