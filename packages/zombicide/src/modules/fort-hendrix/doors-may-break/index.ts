import type { Door } from "../../../board/types.ts";
import { boardOf } from "../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { spawnBuilding } from "../../../game/zombies/building-spawn.ts";
import { routeThroughDoors } from "../../../game/zombies/door-routes.ts";
import { huntFrom, noiseByZone } from "../../../game/zombies/hunt.ts";
import { isTask } from "../../../game/zombies/tasks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { resolveDoor } from "../../../scenario/zone-ref.ts";
import { cardById, OBJECTIVE_CARD_RULE, revealCard } from "../../advanced/objective-cards/reveal.ts";
import { numberOf, settingsOf, stringOf } from "../shared/settings.ts";

export const DOORS_MAY_BREAK = "doors-may-break";
export const BREAK_RULE =
  "Fort Hendrix, M10 Crossing the border (the doors may break when Zombies standing there get an extra Activation while trying to get into the building; 2 or more doors forced: take Note #1)";

interface DoorsMayBreak {
  /** The doors that may break (ids), the doors forced so far, and the Note read after `after` of them. */
  readonly doors: readonly string[];
  readonly forced: readonly string[];
  readonly after: number;
  readonly note: string | null;
}

const breaking = slice<DoorsMayBreak>(DOORS_MAY_BREAK, { doors: [], forced: [], after: 2, note: null });

/** The door ids of the settings' cell sides (`{x, y, side}`), those the board has. */
function doorIds(state: ZombicideState, raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const board = boardOf(state);
  const out: string[] = [];
  for (const d of raw as { x?: unknown; y?: unknown; side?: unknown }[]) {
    const i = resolveDoor(board, `${String(d.x)},${String(d.y)} ${String(d.side)}`);
    if (typeof i === "number" && board.doors[i]) out.push((board.doors[i] as Door).id);
  }
  return out;
}

/** Zombies of `type` in a Zone of the closed door whose way to the loudest zone goes through it. */
function pressing(state: ZombicideState, door: Door, type: string): number | undefined {
  const board = boardOf(state);
  const field = noiseByZone(state);
  return door.zones.find((z) => {
    const id = board.zones[z]?.id;
    if (!state.zombies.some((x) => x.zone === id && x.type === type)) return false;
    const hunt = huntFrom(state, z, field, type);
    if (hunt.branches.length > 0 || hunt.destinations.length === 0) return false;
    return routeThroughDoors(state, z, hunt.destinations, type)?.doors.includes(door.id) ?? false;
  });
}

/** The Extra Activation of `card`'s zombies: each listed door they press at breaks open. */
function force(state: ZombicideState, card: string, events: ZombicideEvent[]): ZombicideState {
  const b = breaking.read(state);
  const drawn = state.zombieCatalog.spawnCards[card];
  // Only an Extra Activation card forces doors; it names one zombie type (a mixed card names one per level).
  const type = drawn?.kind === "extra-activation" ? drawn.zombie : undefined;
  const activates = state.zombieWork.some((t) => isTask(t, "activate") && t.reason === "extra-activation");
  if (type === undefined || !activates) return state;
  const board = boardOf(state);
  let next = state;
  let forced = b.forced;
  for (const id of b.doors) {
    const door = board.doors.find((d) => d.id === id);
    if (!door || next.openDoors.includes(id)) continue;
    // Every group pressing when the card is drawn forces its door, whichever breaks first.
    const from = pressing(state, door, type);
    if (from === undefined) continue;
    events.push({ type: "DoorForced", door: id, zone: board.zones[from]?.id ?? "", rule: BREAK_RULE });
    next = { ...next, openDoors: [...next.openDoors, id] };
    for (const z of door.zones) {
      const building = board.zones[z]?.building;
      if (building !== null && building !== undefined) next = spawnBuilding(next, building, events);
    }
    forced = [...forced, id];
  }
  if (forced === b.forced) return state;
  next = breaking.write(next, { ...b, forced });
  const note = b.note === null ? undefined : cardById(next, b.note);
  const reader = next.survivors.find((s) => inPlay(s) && s.companion === undefined);
  if (note && reader && b.forced.length < b.after && forced.length >= b.after)
    next = revealCard(next, note, reader.id, OBJECTIVE_CARD_RULE, events);
  return next;
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m10-crossing-the-border": "Fort Hendrix, M10 Crossing the border",
  },
  "pt-BR": {
    "rule.fort-hendrix-m10-crossing-the-border": "Fort Hendrix, M10 Cruzando a fronteira",
  },
};

/**
 * Crossing the border (M10): the listed doors (settings `doors`, cell sides) break open when zombies standing at
 * one, their way to the loudest zone going through it, get an Extra Activation card; the building spawns if
 * it had never been opened. Once `after` doors were forced by zombies (doors opened by survivors do not count),
 * the Note `note` is read.
 */
export const doorsMayBreak: RuleModule = {
  id: DOORS_MAY_BREAK,
  rule: BREAK_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, DOORS_MAY_BREAK);
      return breaking.write(state, {
        doors: doorIds(state, s.doors),
        forced: [],
        after: numberOf(s.after) ?? 2,
        note: stringOf(s.note) ?? null,
      });
    },
    extraActivation: (ctx, state) => force(state, ctx.card, ctx.events),
  },
  events: { DoorForced: {} },
  words: joinWords(
    {
      en: {
        name: "Doors may break",
        summary:
          "Zombies pressing at the mission's doors break them on an Extra Activation; enough doors forced and a Note is read.",
        "event.DoorForced": "The zombies force the door {{door}} open",
      },
      "pt-BR": {
        name: "Portas podem ceder",
        summary:
          "Zumbis forçando as portas da missão as arrombam numa Ativação Extra; portas demais forçadas e uma Nota é lida.",
        "event.DoorForced": "Os zumbis arrombam a porta {{door}}",
      },
    },
    CITED,
  ),
};

/** Zombies pressing at a door broke it open on an Extra Activation. */
export interface DoorForced {
  readonly type: "DoorForced";
  readonly door: string;
  readonly zone: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    DoorForced: DoorForced;
  }
}
