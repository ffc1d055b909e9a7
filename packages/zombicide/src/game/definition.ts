import "../modules/catalogue.ts";
import {
  err,
  type GameDefinition,
  type GameStatus,
  ok,
  type Seat,
  SPECTATOR,
  type Viewer,
} from "@horda/table";
import { citeRule, citeRules } from "../kernel/citations.ts";
import { type Rules, rulesOf } from "../kernel/registry.ts";
import { settle } from "../kernel/resume.ts";
import { stampRules } from "../kernel/rules-version.ts";
import type { ActionModule, Outcome } from "./actions/module.ts";
import { CAR_RULES } from "./cars/rules.ts";
import { carOf } from "./cars/seats.ts";
import { parseCommand, type ZombicideCommand } from "./commands.ts";
import { RULES, refuse } from "./errors.ts";
import { REVEALING_EVENTS, type ZombicideEvent } from "./events.ts";
import { type HiddenDeck, hideDeck } from "./hidden-deck.ts";
import { setup } from "./setup.ts";
import { holdsAnySkill } from "./skills/effects.ts";
import { fatalEliminations, survivorById } from "./survivors.ts";
import { actingSurvivors } from "./turns.ts";
import type { SurvivorState, ZombicideConfig, ZombicideState } from "./types.ts";

/** What a seat sees: everything but the generator and scripted dice (deck order is hidden once decks exist). */
export type ZombicideView = Omit<
  ZombicideState,
  "rng" | "diceScript" | "zombieDeck" | "abominationDeck" | "equipmentDeck" | "epicDeck"
> & {
  readonly viewer: Viewer;
  /** Zombie and Abomination decks: only their size and discards (the draw order is hidden). */
  readonly zombieDeck: HiddenDeck;
  readonly abominationDeck: HiddenDeck;
  /** Equipment and Epic decks, hidden the same way. */
  readonly equipmentDeck: HiddenDeck;
  readonly epicDeck: HiddenDeck;
};

/**
 * The server asks `legal` of one state several times (each viewer's view, then the bot it runs): the lists of
 * the last state asked are kept by seat, each call getting its own copy of the list.
 */
function legal(state: ZombicideState, seat: Seat): ZombicideCommand[] {
  if (lastLegal.state !== state) lastLegal = { state, bySeat: new Map() };
  let list = lastLegal.bySeat.get(seat);
  if (!list) {
    list = legalNow(state, seat);
    lastLegal.bySeat.set(seat, list);
  }
  return list.slice();
}

let lastLegal: {
  readonly state: ZombicideState | null;
  readonly bySeat: Map<Seat, readonly ZombicideCommand[]>;
} = { state: null, bySeat: new Map() };

function legalNow(state: ZombicideState, seat: Seat): ZombicideCommand[] {
  const out: ZombicideCommand[] = [];
  const kinds = commandKinds(rulesOf(state));
  if (state.pending.length > 0) {
    for (const m of kinds.decisions) pushAll(out, m.legal(state, seat));
    return out;
  }
  const acting = actingSurvivors(state, seat);
  // A survivor in a car gets out before it moves on foot: asked once per survivor, not once per module.
  const walking = state.cars ? acting.filter((s) => !carOf(state, s.id)) : acting;
  const others = kinds.others;
  for (let i = 0; i < others.length; i++) {
    const c = others[i] as Offer;
    if (!c.survivor) {
      pushAll(out, c.legal.call(c.module, state, seat));
      continue;
    }
    const who = c.onFoot ? walking : acting;
    for (let j = 0; j < who.length; j++) {
      const s = who[j] as SurvivorState;
      if (c.needsSkill && !holdsAnySkill(state, s, c.needsSkill)) continue;
      pushAll(out, c.legal.call(c.module, state, seat, s));
    }
  }
  return out;
}

/** A module's `legal` as the loop above reads it: every entry has one shape, however the modules are written. */
interface Offer {
  readonly module: ActionModule;
  readonly legal: ActionModule["legal"];
  readonly survivor: boolean;
  readonly onFoot: boolean;
  readonly needsSkill: readonly string[] | undefined;
}

/**
 * A game's commands split once per rules: the decisions (while one is pending; every module's) and the others
 * (the switched-on modules' only: the others refuse themselves), in order.
 */
const kindsCache = new WeakMap<Rules, { decisions: ActionModule[]; others: Offer[] }>();
function commandKinds(rules: Rules): { decisions: ActionModule[]; others: Offer[] } {
  let kinds = kindsCache.get(rules);
  if (!kinds) {
    kinds = {
      decisions: rules.commands.filter((m) => m.kind === "decision"),
      others: rules.offered
        .filter((m) => m.kind !== "decision")
        .map((m) => ({
          module: m,
          legal: m.legal,
          survivor: m.kind === "survivor",
          onFoot: m.onFoot === true,
          needsSkill: m.needsSkill,
        })),
    };
    kindsCache.set(rules, kinds);
  }
  return kinds;
}

function pushAll<T>(out: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) out.push(items[i] as T);
}

/**
 * A command applied, its refusal and events citing the rules as the game's profile says: a profile with a book
 * of its own (Black Plague) cites it where the core rules play its rules (kernel/citations.ts).
 */
function apply(state: ZombicideState, seat: Seat, cmd: ZombicideCommand): Outcome {
  const out = applyCommand(state, seat, cmd);
  const profile = rulesOf(state).profile;
  if (!profile.book) return out;
  if (!out.ok) return err({ ...out.error, rule: citeRule(profile, out.error.rule) });
  const events = citeRules(profile, out.value.events);
  return events === out.value.events ? out : ok({ state: out.value.state, events: [...events] });
}

function applyCommand(state: ZombicideState, seat: Seat, cmd: ZombicideCommand): Outcome {
  const m = rulesOf(state).commandByType.get(cmd.type);
  if (!m) return refuse("unknown_command", "command format", `no command "${cmd.type}"`);
  if (state.pending.length > 0 && m.kind !== "decision") {
    const p = state.pending[0];
    return refuse(
      "decision_pending",
      "pending decision",
      `${p?.seat} must first answer the pending ${p?.kind} decision`,
    );
  }
  if (m.kind === "survivor") {
    const refusal = checkActor(state, seat, String(cmd.survivor));
    if (refusal) return refusal;
    if (m.onFoot === true && carOf(state, String(cmd.survivor)))
      return refuse("in_car", CAR_RULES.inCar, `${cmd.survivor} is in a car: get out first`);
  }
  const applied = m.apply(state, seat, cmd);
  if (!applied.ok) return applied;
  // Whatever the command paused or answered, the work left goes on from where it stopped (kernel/resume.ts).
  const events = [...applied.value.events];
  const settled = settle(applied.value.state, events);
  // After every command, the modules read its events (a mission's special rules, goals and losses); what
  // they start goes on too.
  const after = rulesOf(settled).hooks.afterCommand({ events }, { state: settled, events });
  if (after.state === settled) return ok({ state: settled, events });
  const out = [...after.events];
  return ok({ state: settle(after.state, out), events: out });
}

/** A survivor action needs the survivor to exist, belong to the seat and be the one allowed to act now. */
function checkActor(state: ZombicideState, seat: Seat, id: string): Outcome | null {
  const s = survivorById(state, id);
  if (!s) return refuse("unknown_survivor", RULES.turnOrder, `there is no survivor "${id}"`);
  if (s.seat !== seat)
    return refuse("not_your_survivor", RULES.turnOrder, `${s.name} is played by ${s.seat}, not ${seat}`);
  if (actingSurvivors(state, seat).some((a) => a.id === s.id)) return null;
  const why =
    state.turn.phase !== "players"
      ? "it is not the player phase"
      : state.turn.active && state.turn.active !== s.id
        ? `${survivorById(state, state.turn.active)?.name} is taking its turn; end it first`
        : s.done
          ? `${s.name} has already played this round`
          : `it is ${state.turn.order[state.turn.current]}'s turn`;
  return refuse("not_your_turn", RULES.turnOrder, `${s.name} cannot act now: ${why}`);
}

/** What every viewer of a state sees (all but `viewer`): a server asks it for each viewer, so it is made once. */
type OpenView = Omit<ZombicideView, "viewer">;
let lastOpen: { readonly state: ZombicideState | null; readonly view: OpenView | null } = {
  state: null,
  view: null,
};
function openView(state: ZombicideState): OpenView {
  if (lastOpen.state === state && lastOpen.view) return lastOpen.view;
  const { rng: _rng, diceScript: _dice, ...open } = state;
  const view = {
    ...open,
    zombieDeck: hideDeck(state.zombieDeck),
    abominationDeck: hideDeck(state.abominationDeck),
    equipmentDeck: hideDeck(state.equipmentDeck),
    epicDeck: hideDeck(state.epicDeck),
    ...(state.moduleDecks
      ? {
          moduleDecks: Object.fromEntries(
            Object.entries(state.moduleDecks).map(([id, d]) => [id, { draw: [], discard: d.discard }]),
          ),
        }
      : {}),
    pending: citedPending(state),
  };
  lastOpen = { state, view };
  return view;
}

/** Pending decisions whose options cite a rule, cited as the profile's book says (as the events are). */
function citedPending(state: ZombicideState): ZombicideState["pending"] {
  const profile = rulesOf(state).profile;
  if (!profile.book) return state.pending;
  return state.pending.map((p) => {
    const o = p.options as { rule?: unknown } | undefined;
    if (!o || typeof o !== "object" || typeof o.rule !== "string") return p;
    return { ...p, options: { ...o, rule: citeRule(profile, o.rule) } };
  });
}

function status(state: ZombicideState): GameStatus {
  const ended = rulesOf(state).hooks.status({ state });
  if (ended) return ended;
  if (fatalEliminations(state).length > 0) {
    return {
      kind: "finished",
      outcome: "loss",
      winners: [],
      reason: "a survivor was eliminated (core-2e §8)",
    };
  }
  return { kind: "ongoing" };
}

export const zombicide: GameDefinition<
  ZombicideState,
  ZombicideCommand,
  ZombicideEvent,
  ZombicideView,
  ZombicideConfig
> = {
  id: "zombicide",
  // Every choice is made in the open at a Zombicide table: the online log may show each step's command.
  publicCommands: true,
  setup,
  seats: (state) => state.seats,
  legal,
  apply,
  view: (state, viewer) => ({ ...openView(state), viewer: viewer === SPECTATOR ? SPECTATOR : viewer }),
  status,
  parseCommand,
  recordConfig: stampRules,
  // A step that drew a card (a Zombie card in the Spawn Step...) or rolled a die revealed hidden information:
  // no undo, unless the table's house rules allow undoing anything (docs/table.md).
  undoable: (before, events) =>
    before.houseRules?.undoAnything === true || !events.some((e) => REVEALING_EVENTS.has(e.type)),
};
