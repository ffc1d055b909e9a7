import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { type CardUid, cardData } from "../../../game/cards.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { takesTurns } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { addToCounter, settingsOf, stringList } from "../mission-data.ts";

export const MOLOTOV_SPAWN_RULE =
  "rio missions M3 Open your way (the Starting Spawn Zone can be destroyed using a Molotov), M7 Shut them Down (a Molotov destroys the Green Spawn Zone; then all Survivors earn 5 AP)";

interface MolotovSpawnState {
  /** Spawn colours a Molotov destroys (start, red, blue, green). */
  readonly colours: readonly string[];
  readonly counter: string | null;
  readonly adrenaline: number;
}
const molotovSlice = slice<MolotovSpawnState>("molotov-destroys-spawn", {
  colours: [],
  counter: null,
  adrenaline: 0,
});

export interface SpawnZoneDestroyed {
  readonly type: "SpawnZoneDestroyed";
  readonly survivor: string;
  readonly zone: string;
  readonly tokens: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SpawnZoneDestroyed: SpawnZoneDestroyed;
  }
}

/** A Molotov thrown into a Spawn Zone of the colours named removes its Spawn token(s). */
function destroy(
  ctx: { readonly survivor: string; readonly card: CardUid; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const m = molotovSlice.read(state);
  if (m.colours.length === 0) return state;
  const thrown = [...ctx.events]
    .reverse()
    .find((e) => e.type === "MolotovThrown" && e.survivor === ctx.survivor);
  if (thrown?.type !== "MolotovThrown") return state;
  const gone = state.spawns.filter((s) => s.zone === thrown.zone && m.colours.includes(s.colour));
  if (gone.length === 0) return state;
  ctx.events.push({
    type: "SpawnZoneDestroyed",
    survivor: ctx.survivor,
    zone: thrown.zone,
    tokens: gone.map((s) => s.token),
    rule: MOLOTOV_SPAWN_RULE,
  });
  let next: ZombicideState = { ...state, spawns: state.spawns.filter((s) => !gone.includes(s)) };
  if (m.counter !== null)
    next = addToCounter(next, m.counter, 1, "molotov-destroys-spawn", MOLOTOV_SPAWN_RULE, ctx.events);
  if (m.adrenaline > 0)
    for (const s of next.survivors.filter(takesTurns))
      next = gainAdrenaline(next, s.id, m.adrenaline, "Spawn Zone destroyed", ctx.events);
  return next;
}

/** The Spawn Zones a Molotov would destroy now, when that moves a goal's counter (M3; M7's gives AP only). */
function targets(state: ZombicideState): ZoneId[] {
  const m = molotovSlice.read(state);
  if (m.counter === null) return [];
  return state.spawns.filter((s) => m.colours.includes(s.colour)).map((s) => s.zone);
}

/** A survivor in play carries a card with a Molotov attack (in hand or backpack). */
function molotovCarried(state: ZombicideState): boolean {
  return state.survivors.some(
    (s) =>
      takesTurns(s) &&
      [...s.hands, ...s.backpack].some(
        (uid) => uid !== null && cardData(state, uid)?.attacks?.some((a) => a.mode === "molotov"),
      ),
  );
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-missions-m3-open-your-way": "rio missions M3 Open your way",
  },
  "pt-BR": {
    "rule.rio-missions-m3-open-your-way": "rio, missões M3: Abra caminho",
  },
};

/**
 * M3, M7: a Molotov destroys a Spawn Zone. The mission's `settings["molotov-destroys-spawn"]`: `colours` (the
 * Spawn tokens it destroys: `start`, `green`...), `counter` (a goal's counter moved by 1), `adrenaline` (AP
 * every Survivor earns then).
 */
export const molotovDestroysSpawn: RuleModule = {
  id: "molotov-destroys-spawn",
  rule: MOLOTOV_SPAWN_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, "molotov-destroys-spawn");
      return molotovSlice.write(state, {
        colours: stringList(s.colours),
        counter: typeof s.counter === "string" ? s.counter : null,
        adrenaline: typeof s.adrenaline === "number" ? s.adrenaline : 0,
      });
    },
    afterMolotov: destroy,
  },
  // While such a Spawn Zone stands and a goal counts it, the survivors keep their Molotovs for it, and head for
  // it once one carries one.
  keeps: (state) => (targets(state).length > 0 ? ["molotov"] : []),
  aims: (state) => (molotovCarried(state) ? targets(state) : []),
  events: { SpawnZoneDestroyed: { fields: { survivor: "survivor" } } },
  words: joinWords(
    {
      en: {
        name: "A Molotov destroys a Spawn Zone",
        summary: "A Molotov thrown into the mission's Spawn Zone removes it.",
        "event.SpawnZoneDestroyed": "{{survivor}}'s Molotov destroyed the Spawn Zone {{zone}}",
      },
      "pt-BR": {
        name: "Um Molotov destrói uma Zona de Invasão",
        summary: "Um Molotov jogado na Zona de Invasão da missão a remove.",
        "event.SpawnZoneDestroyed": "O Molotov de {{survivor}} destruiu a Zona de Invasão {{zone}}",
      },
    },
    CITED,
  ),
};
