import type { Result, Seat } from "@horda/table";
import {
  Checker,
  firstMismatch,
  matches,
  parseWithSchema,
  playScenario,
  readScenarioYaml,
  type ScenarioFileError,
  type ScenarioGame,
  type ScenarioReport,
} from "@horda/table/scenario";
import type { ZCommand } from "../commands.ts";
import type { ZEvent } from "../events.ts";
import { zurvivors } from "../game.ts";
import { ITEM_KINDS, type TokenKind } from "../kinds.ts";
import type { ZState } from "../state.ts";
import { type ZurvivorsScenario, ZurvivorsScenarioSchema } from "./schema.ts";
import { type Stack, stack } from "./stack.ts";

const SURVIVORS = ["ana", "bruno", "caio", "duda", "elias", "flora"];
const CARD_REF = new RegExp(`^(${ITEM_KINDS.join("|")})\\.(\\d+)$`);

/** Reads a Zurvivors scenario file: a YAML error gives its line, a schema error the JSON path of the value. */
export function parseZurvivorsScenarioText(
  text: string,
  source: string,
): Result<ZurvivorsScenario, ScenarioFileError[]> {
  const raw = readScenarioYaml(text, source);
  return raw.ok ? parseWithSchema(ZurvivorsScenarioSchema, raw.value, source) : raw;
}

/** Checks Zurvivors scenario data already read from YAML. */
export function parseZurvivorsScenarioData(
  raw: unknown,
  source: string,
): Result<ZurvivorsScenario, ScenarioFileError[]> {
  return parseWithSchema(ZurvivorsScenarioSchema, raw, source);
}

/** The in-game cards of each blue item, in card-set order: "water.4" is the fifth. */
function itemCards(s: ZState): Record<string, string[]> {
  const inGame = new Set([
    ...s.deck,
    ...s.discard,
    ...s.zombieArea,
    ...s.seats.flatMap((x) => [...(s.players[x]?.hand ?? []), ...(s.players[x]?.placed ?? [])]),
  ]);
  const out: Record<string, string[]> = {};
  for (const c of s.set.items.cards) if (inGame.has(c.id)) out[c.item] = [...(out[c.item] ?? []), c.id];
  return out;
}

/**
 * Runs a Zurvivors scenario through the shared runner (`@horda/table/scenario`) with the Zurvivors game
 * definition: setup for the player count, the stacked cards and tokens, the commands, the checks. Pure.
 */
export function runZurvivorsScenario(s: ZurvivorsScenario): ScenarioReport {
  const c = new Checker();
  const created = zurvivors.setup(
    {
      players: s.players,
      survivors: s.survivors ?? SURVIVORS.slice(0, s.players),
      firstPlayer: s.firstPlayer,
    },
    s.seed,
  );
  if (!created.ok) {
    c.check(false, () => `setup was refused: ${created.error.message}`);
    return c.report(s.name, s.rule);
  }
  const items = itemCards(created.value);
  const ref = (v: string): string => {
    const m = CARD_REF.exec(v);
    if (!m) return v;
    const id = items[m[1] as string]?.[Number(m[2])];
    if (id === undefined) throw new Error(`there is no card "${v}" in this game (too few ${m[1]} cards)`);
    return id;
  };
  const deep = (v: unknown): unknown =>
    typeof v === "string"
      ? ref(v)
      : Array.isArray(v)
        ? v.map(deep)
        : typeof v === "object" && v !== null
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)]))
          : v;
  try {
    let state = created.value;
    if (s.stack) state = stack(state, stackOf(s.stack, deep));
    if (s.time !== undefined) state = { ...state, time: s.time };
    for (const i of s.faceUp) {
      const card = state.track.cards[i];
      if (!card) throw new Error(`faceUp: there is no city card at ${i}`);
      card.faceUp = true;
    }
    if (s.cardsRunOut) state = runOutOfCards(state);
    const game: ScenarioGame<ZState, ZCommand, ZEvent, Record<string, unknown>> = {
      definition: zurvivors,
      refs: (value, st) => pick(deep(value) as Record<string, unknown>, st),
      checkState: (want, st, checks) => {
        const wanted = deep(want);
        const miss = firstMismatch(st, wanted);
        checks.check(
          miss === null,
          () =>
            `state${miss?.path}: expected ${JSON.stringify(miss?.want)}, got ${JSON.stringify(miss?.actual)}`,
        );
      },
      pending: (st) => st.pending,
    };
    playScenario(game, { state, events: [] }, s.commands, s.expect, c);
  } catch (e) {
    c.check(false, () => (e as Error).message);
  }
  return c.report(s.name, s.rule);
}

/**
 * `{ type: choose, pick: {...} }` answers a pending choice by the option it names rather than by its index: the
 * first option (of the first decision that has one) matching the given fields.
 */
function pick(cmd: Record<string, unknown>, state: ZState): Record<string, unknown> {
  if (cmd.type !== "choose" || cmd.pick === undefined) return cmd;
  const { pick: want, ...rest } = cmd;
  for (const d of state.pending) {
    const i = d.options.findIndex((o) => matches(o, want));
    if (i >= 0) return { ...rest, option: i };
  }
  throw new Error(`no pending choice offers ${JSON.stringify(want)}`);
}

function stackOf(st: NonNullable<ZurvivorsScenario["stack"]>, deep: (v: unknown) => unknown): Stack {
  return {
    ...(deep(st) as Stack),
    ...(st.backpacks ? { backpacks: st.backpacks as Record<Seat, TokenKind[]> } : {}),
    ...(st.city
      ? { city: Object.fromEntries(Object.entries(st.city).map(([k, id]) => [Number(k), id])) }
      : {}),
  };
}

/** Ends the current round at once: the seats still in it hold only others' escape cards. */
function runOutOfCards(s: ZState): ZState {
  const hands: Record<Seat, string[]> = {};
  s.seats.forEach((seat, i) => {
    const next = s.seats[(i + 1) % s.seats.length] as Seat;
    hands[seat] = s.players[seat]?.inRound ? [`escape-${s.players[next]?.survivor}`] : [];
  });
  return stack(s, { hands });
}

export function zurvivorsScenarioFailure(
  source: string,
  errors: readonly ScenarioFileError[],
): ScenarioReport {
  return {
    name: source,
    rule: "",
    passed: false,
    failures: errors.map((e) => `${e.source}: ${e.path}: ${e.message}`),
    checks: 1,
  };
}
