import { boardOf, zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import { type CardUid, cardOf } from "../../../game/cards.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { takesTurns } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { objectiveCardsSlice } from "../../advanced/index.ts";
import { addToCounter, settingsOf } from "../mission-data.ts";

export const OPALA_EXIT_RULE =
  "rio M4 Dressed to Kill, M8 Back to the Beach (reach the Exit with all Survivors, Luana and the Opala; M4: 4+ Epic Weapons inside it give all 1 CXP and the Black Opala)";

interface Award {
  readonly achievement: string;
  /** Epic Weapons the survivors inside the Opala must hold. */
  readonly epics: number;
  readonly cxp: number;
}

interface OpalaExitState {
  /** The counter set to 1 once the Opala is out (the mission's goal reads it). */
  readonly counter: string | null;
  readonly award: Award | null;
  readonly out: boolean;
}
const exitSlice = slice<OpalaExitState>("opala-exit", { counter: null, award: null, out: false });

/** Epic Weapons held: cards drawn from the Epic deck (an `#x` uid), or cards of the Epic deck given otherwise. */
const epicsOf = (state: ZombicideState, s: SurvivorState) =>
  [...s.hands, ...s.backpack].filter(
    (u): u is CardUid =>
      u !== null && (/#x\d+$/.test(u) || state.survivorCatalog.decks.epic.includes(cardOf(u))),
  ).length;

const onExit = (state: ZombicideState, zone: ZoneId) => {
  const z = zoneIndex(state, zone);
  return boardOf(state).tokens.some((t) => t.kind === "exit" && t.zone === z);
};

/**
 * The Opala reaches the Exit Zone with survivors inside: it is out (the counter goes to 1, before anybody escapes,
 * so the last escape meets the goal); M4's award is read from the Epic Weapons its crew holds then.
 */
function driveOut(applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] }): {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
} {
  const x = exitSlice.read(applied.state);
  if (x.out) return applied;
  const car = (applied.state.cars ?? []).find(
    (c) =>
      c.type === "muscle" && (c.driver !== null || c.passengers.length > 0) && onExit(applied.state, c.zone),
  );
  if (!car) return applied;
  const events = [...applied.events];
  let state = exitSlice.write(applied.state, { ...x, out: true });
  events.push({ type: "OpalaOut", car: car.id, rule: OPALA_EXIT_RULE });
  if (x.counter !== null) state = addToCounter(state, x.counter, 1, "opala-exit", OPALA_EXIT_RULE, events);
  const crew = [car.driver, ...car.passengers].flatMap((id) => state.survivors.filter((s) => s.id === id));
  const epics = crew.reduce((n, s) => n + epicsOf(state, s), 0);
  if (x.award && epics >= x.award.epics) state = award(state, x.award, events);
  return { state, events };
}

/**
 * Where the team must go while the Opala is not out and may be driven: the Opala itself while nobody sits in it,
 * then the Exit Zone.
 */
function wayOut(state: ZombicideState): ZoneId[] {
  if (exitSlice.read(state).out) return [];
  const cars = (state.cars ?? []).filter((c) => c.type === "muscle" && c.drivable);
  if (cars.length === 0) return [];
  if (cars.some((c) => c.driver !== null || c.passengers.length > 0))
    return boardOf(state)
      .tokens.filter((t) => t.kind === "exit")
      .map((t) => zoneIdOf(state, t.zone));
  return cars.map((c) => c.zone);
}

export interface OpalaOut {
  readonly type: "OpalaOut";
  readonly car: string;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    OpalaOut: OpalaOut;
  }
}

/** All Survivors: the extra CXP and the collective Achievement (kept with the Objective cards' for the campaign). */
function award(state: ZombicideState, a: Award, events: ZombicideEvent[]): ZombicideState {
  const all = state.survivors.filter((s) => !s.companion && (takesTurns(s) || s.escaped)).map((s) => s.id);
  events.push({
    type: "AchievementGained",
    id: a.achievement,
    survivor: null,
    card: "",
    rule: OPALA_EXIT_RULE,
  });
  for (const id of all)
    events.push({ type: "ExtraCxpGained", survivor: id, amount: a.cxp, card: "", rule: OPALA_EXIT_RULE });
  return objectiveCardsSlice.update(state, (o) => {
    const cxp = { ...o.cxp };
    for (const id of all) cxp[id] = (cxp[id] ?? 0) + a.cxp;
    return {
      ...o,
      cxp,
      achievements: [
        ...o.achievements,
        { id: a.achievement, survivor: null, round: state.turn.round, source: "opala-exit" },
      ],
    };
  });
}

function awardOf(v: unknown): Award | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  return typeof r.achievement === "string"
    ? {
        achievement: r.achievement,
        epics: typeof r.epics === "number" ? r.epics : 0,
        cxp: typeof r.cxp === "number" ? r.cxp : 0,
      }
    : null;
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-m4-dressed-to-kill-m8-back-to-the-beach": "rio M4 Dressed to Kill, M8 Back to the Beach",
  },
  "pt-BR": {
    "rule.rio-m4-dressed-to-kill-m8-back-to-the-beach": "rio, M4 Vestida para matar, M8 De volta à praia",
  },
};

/**
 * M4, M8: the team must leave with the Opala. The mission's `settings["opala-exit"]`: the `counter` raised when a
 * Muscle Car with survivors inside reaches the Exit Zone (a goal reads it, with every survivor escaped), and M4's
 * `award` (`achievement`, `epics`, `cxp`) when the survivors inside it then hold that many Epic Weapons.
 */
export const opalaExit: RuleModule = {
  id: "opala-exit",
  rule: OPALA_EXIT_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, "opala-exit");
      return exitSlice.write(state, {
        counter: typeof s.counter === "string" ? s.counter : null,
        award: awardOf(s.award),
        out: false,
      });
    },
    afterCommand: (_ctx, applied) => driveOut(applied),
  },
  aims: wayOut,
  events: { OpalaOut: { fields: { car: "car" } } },
  words: joinWords(
    {
      en: {
        "event.OpalaOut": "The Opala reaches the Exit Zone with the team inside",
        name: "Leave with the Opala",
        summary:
          "The Opala must reach the Exit Zone with the team (M4: loaded with Epic Weapons, the Black Opala).",
      },
      "pt-BR": {
        "event.OpalaOut": "O Opala chega à Zona de Saída com a equipe dentro",
        name: "Sair com o Opala",
        summary:
          "O Opala precisa chegar à Zona de Saída com a equipe (M4: carregado de Armas Épicas, o Opala Preto).",
      },
    },
    CITED,
  ),
};
