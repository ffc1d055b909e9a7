import type { Board } from "../../../board/types.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal, SurvivorContext } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { settingsOf } from "../mission-data.ts";

export const ZONE_LOCK_RULE =
  "rio missions (M1, M3-M5, M8-M10): as long as a Zone has an Objective card, it cannot be Searched and its Epic Weapon Crate cannot be taken";
export const ZONE_SEARCH_RULE =
  "rio missions M2 Safety First, M6 Military Protocol: as long as a Zone has an Objective card, that Zone cannot be Searched";

/** Whether the Epic crates are locked too (the mission's `settings["objective-zone-lock"].crates`, true unless false). */
const cratesSlice = slice<boolean>("objective-zone-lock", true);
export const TILE_LOCK_RULE =
  "rio mission M7 Be safe!: as long as a tile has an Objective card, it cannot be Searched";

/** Objective tokens (an Objective card lies on each in a campaign mission) not taken yet. */
const objectivesLeft = (state: ZombicideState) =>
  boardOf(state).tokens.filter((t) => t.kind === "objective" && !state.objectivesTaken.includes(t.id));

/** The tiles (indexes) a zone's cells lie on. */
function tilesOf(board: Board, zone: number): Set<number> {
  const out = new Set<number>();
  for (const c of board.zones[zone]?.cells ?? []) {
    const x = c % board.width;
    const y = Math.floor(c / board.width);
    const t = board.tiles.findIndex((p) => x >= p.x && x < p.x + p.width && y >= p.y && y < p.y + p.height);
    if (t >= 0) out.add(t);
  }
  return out;
}

function zoneLocked(ctx: SurvivorContext): boolean {
  const z = zoneIndex(ctx.state, ctx.survivor.zone);
  return objectivesLeft(ctx.state).some((t) => t.zone === z);
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m7-be-safe-as-long-as-a-tile-has-an-objective-card-it-cannot-be-searched":
      "rio mission M7 Be safe!: as long as a tile has an Objective card, it cannot be Searched",
    "rule.rio-missions-m1-m3-m5-m8-m10-as-long-as-a-zone-has-an-objective-card-it-cannot-be-searched-and-its-epic-weapon-crate-cannot-be-taken":
      "rio missions (M1, M3-M5, M8-M10): as long as a Zone has an Objective card, it cannot be Searched and its Epic Weapon Crate cannot be taken",
    "rule.rio-missions-m2-safety-first-m6-military-protocol-as-long-as-a-zone-has-an-objective-card-that-zone-cannot-be-searched":
      "rio missions M2 Safety First, M6 Military Protocol: as long as a Zone has an Objective card, that Zone cannot be Searched",
  },
  "pt-BR": {
    "rule.rio-mission-m7-be-safe-as-long-as-a-tile-has-an-objective-card-it-cannot-be-searched":
      "rio, missão M7 Fiquem seguros!: enquanto uma peça tiver uma carta de Objetivo, ela não pode ser Vasculhada",
    "rule.rio-missions-m1-m3-m5-m8-m10-as-long-as-a-zone-has-an-objective-card-it-cannot-be-searched-and-its-epic-weapon-crate-cannot-be-taken":
      "rio, missões (M1, M3-M5, M8-M10): enquanto uma Zona tiver uma carta de Objetivo, ela não pode ser Vasculhada e seu Caixote de Arma Épica não pode ser pego",
    "rule.rio-missions-m2-safety-first-m6-military-protocol-as-long-as-a-zone-has-an-objective-card-that-zone-cannot-be-searched":
      "rio, missões M2 Segurança em primeiro lugar, M6 Protocolo militar: enquanto uma Zona tiver uma carta de Objetivo, ela não pode ser Vasculhada",
  },
};

/**
 * Objective cards lock their Zone: no Search there, and its Epic crate stays (unless the mission's
 * `settings["objective-zone-lock"]` says `crates: false`: M2, M6 lock the Search only).
 */
export const objectiveZoneLock: RuleModule = {
  id: "objective-zone-lock",
  rule: ZONE_LOCK_RULE,
  refusals: ["objective_here"],
  hooks: {
    setup: (ctx, state) =>
      cratesSlice.write(state, settingsOf(ctx.mission, "objective-zone-lock").crates !== false),
    searchRefused: (ctx): Refusal | null =>
      zoneLocked(ctx)
        ? {
            code: "objective_here",
            why: `an Objective card lies in ${ctx.survivor.zone}`,
            rule: cratesSlice.read(ctx.state) ? ZONE_LOCK_RULE : ZONE_SEARCH_RULE,
          }
        : null,
    takeRefused: (ctx): Refusal | null =>
      ctx.token.kind === "crate" && cratesSlice.read(ctx.state) && zoneLocked(ctx)
        ? {
            code: "objective_here",
            why: `the Epic Weapon Crate cannot be taken while an Objective card lies in ${ctx.survivor.zone}`,
            rule: ZONE_LOCK_RULE,
          }
        : null,
  },
  words: joinWords(
    {
      en: {
        name: "Objective cards guard their Zone",
        summary: "No Search and no Epic crate where an Objective card lies.",
        "refusal.objective_here": "An Objective card lies in this Zone: no Search, and its Epic crate stays.",
      },
      "pt-BR": {
        name: "Cartas de Objetivo guardam a Zona",
        summary: "Sem Busca e sem caixa Épica onde houver uma carta de Objetivo.",
        "refusal.objective_here": "Há uma carta de Objetivo nesta Zona: sem Busca, e a caixa Épica fica.",
      },
    },
    CITED,
  ),
};

/** Objective cards lock their tile: no Search in any Zone on a tile where one lies. */
export const objectiveTileLock: RuleModule = {
  id: "objective-tile-lock",
  rule: TILE_LOCK_RULE,
  refusals: ["objective_on_tile"],
  hooks: {
    searchRefused: (ctx): Refusal | null => {
      const board = boardOf(ctx.state);
      const here = tilesOf(board, zoneIndex(ctx.state, ctx.survivor.zone));
      const locked = objectivesLeft(ctx.state).some((t) =>
        [...tilesOf(board, t.zone)].some((i) => here.has(i)),
      );
      return locked
        ? {
            code: "objective_on_tile",
            why: "an Objective card lies on this tile",
            rule: TILE_LOCK_RULE,
          }
        : null;
    },
  },
  words: {
    en: {
      name: "Objective cards guard their tile",
      summary: "No Search on a tile where an Objective card lies.",
      "refusal.objective_on_tile": "An Objective card lies on this tile: no Search.",
    },
    "pt-BR": {
      name: "Cartas de Objetivo guardam a peça",
      summary: "Sem Busca numa peça onde houver uma carta de Objetivo.",
      "refusal.objective_on_tile": "Há uma carta de Objetivo nesta peça: sem Busca.",
    },
  },
};
