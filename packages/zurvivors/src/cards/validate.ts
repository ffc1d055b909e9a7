import { HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, TOKEN_KINDS, WEAPON_KINDS } from "../kinds.ts";
import {
  type CardSet,
  type Effect,
  type EffectKind,
  SET_FILES,
  SET_KEYS,
  type SetFileName,
} from "./schema.ts";

/** One thing wrong with a card set: which file, where in it (a JSON path), and what. */
export interface SetIssue {
  readonly file: SetFileName;
  readonly path: string;
  readonly message: string;
  /** Errors stop the set from being played; warnings flag a likely typo against the rulebook. */
  readonly severity: "error" | "warning";
}

export type SetValidation =
  | { readonly ok: true; readonly set: CardSet; readonly warnings: readonly SetIssue[] }
  | { readonly ok: false; readonly issues: readonly SetIssue[] };

/** The counts the rulebook's component list gives. */
export const RULEBOOK_COUNTS = {
  items: 42,
  escape: 6,
  placement: 6,
  city: 12,
  rewards: 6,
  objectives: 6,
  time: 3,
  survivors: 6,
  tokens: 30,
  combinationsPerObjective: 3,
  levelsPerReward: 3,
} as const;

/** Which effects each kind of card may carry (zombie abilities trigger by themselves, so no choices). */
export const ALLOWED_EFFECTS: Record<"ability" | "zombie" | "city" | "placement", readonly EffectKind[]> = {
  ability: [
    "gainToken",
    "exchangeOne",
    "stealToken",
    "hordeRetreat",
    "hordeIcon",
    "block",
    "removeToken",
    "pushOther",
  ],
  zombie: ["hordeAdvance", "hordeIcon", "leaderBack", "discardLastPlaced", "discardToken"],
  city: ["gainToken", "hordeIcon", "hordeAdvance", "advance", "retreat"],
  placement: ["advance", "retreat", "reward", "hordeIcon", "gainToken"],
};

const REWARD_EFFECTS: Record<string, readonly EffectKind[]> = {
  removeItems: ["removeCard", "removeToken"],
  gainArmament: ["gainToken"],
  influenceSurvivors: ["pushOther", "block"],
};

export function jsonPath(path: readonly PropertyKey[]): string {
  return (
    "$" +
    path
      .map((p) =>
        typeof p === "number"
          ? `[${p}]`
          : /^[A-Za-z_][\w]*$/.test(String(p))
            ? `.${String(p)}`
            : `["${String(p)}"]`,
      )
      .join("")
  );
}

/**
 * Checks a set given as parsed JSON by file name: each file against its schema, then every count and
 * cross-file rule of the rulebook. Reports every problem found, not just the first.
 */
export function validateCardSet(files: Partial<Record<SetFileName, unknown>>): SetValidation {
  const issues: SetIssue[] = [];
  const parsed: Partial<Record<keyof CardSet, unknown>> = {};
  for (const file of Object.keys(SET_FILES) as SetFileName[]) {
    const raw = files[file];
    if (raw === undefined) {
      issues.push({ file, path: "$", message: `The file ${file} is missing.`, severity: "error" });
      continue;
    }
    const result = SET_FILES[file].safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        issues.push({ file, path: jsonPath(issue.path), message: issue.message, severity: "error" });
      }
      continue;
    }
    parsed[SET_KEYS[file]] = result.data;
  }
  if (issues.length > 0) return { ok: false, issues };
  const set = parsed as unknown as CardSet;
  issues.push(...checkRules(set));
  const errors = issues.filter((i) => i.severity === "error");
  if (errors.length > 0) return { ok: false, issues };
  return { ok: true, set, warnings: issues };
}

function countIssue(file: SetFileName, what: string, expected: number, got: number): SetIssue[] {
  return got === expected
    ? []
    : [
        {
          file,
          path: "$.cards",
          message: `The rulebook has ${expected} ${what}; this set has ${got}.`,
          severity: "error",
        },
      ];
}

function checkEffects(
  file: SetFileName,
  path: string,
  effects: readonly Effect[],
  allowed: readonly EffectKind[],
  where: string,
): SetIssue[] {
  return effects.flatMap((e, i) =>
    allowed.includes(e.kind)
      ? []
      : [
          {
            file,
            path: `${path}[${i}]`,
            message: `${where} may not carry the effect "${e.kind}" (allowed: ${allowed.join(", ")}).`,
            severity: "error" as const,
          },
        ],
  );
}

function checkRules(set: CardSet): SetIssue[] {
  const out: SetIssue[] = [];
  out.push(...countIssue("items.json", "item cards", RULEBOOK_COUNTS.items, set.items.cards.length));
  out.push(...countIssue("escape.json", "escape cards", RULEBOOK_COUNTS.escape, set.escape.cards.length));
  out.push(
    ...countIssue("survivors.json", "survivor cards", RULEBOOK_COUNTS.survivors, set.survivors.cards.length),
  );
  out.push(
    ...countIssue(
      "objectives.json",
      "objective cards",
      RULEBOOK_COUNTS.objectives,
      set.objectives.cards.length,
    ),
  );
  out.push(...countIssue("rewards.json", "reward cards", RULEBOOK_COUNTS.rewards, set.rewards.cards.length));
  out.push(...countIssue("city.json", "city cards", RULEBOOK_COUNTS.city, set.city.cards.length));
  out.push(
    ...countIssue("placement.json", "placement cards", RULEBOOK_COUNTS.placement, set.placement.cards.length),
  );
  out.push(...countIssue("time.json", "time cards", RULEBOOK_COUNTS.time, set.time.cards.length));

  out.push(...uniqueIds(set));

  // Item deck: with n players, 8 cards each come from the items for n plus the n escape cards.
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
    const items = set.items.cards.filter((c) => c.players <= n).length;
    if (items + n < HAND_SIZE * n) {
      out.push({
        file: "items.json",
        path: "$.cards",
        message: `With ${n} players the deck has ${items} item cards + ${n} escape cards, fewer than the ${HAND_SIZE * n} needed to deal ${HAND_SIZE} each.`,
        severity: "error",
      });
    }
  }
  const fivePlus = set.items.cards.filter((c) => c.players === 5).length;
  if (fivePlus !== 1) {
    out.push({
      file: "items.json",
      path: "$.cards",
      message: `The rulebook speaks of "the card marked 5+" (one card); this set marks ${fivePlus}.`,
      severity: "warning",
    });
  }

  // Escape cards: exactly one per survivor.
  const survivorIds = set.survivors.cards.map((s) => s.id);
  set.escape.cards.forEach((c, i) => {
    if (!survivorIds.includes(c.survivor)) {
      out.push({
        file: "escape.json",
        path: `$.cards[${i}].survivor`,
        message: `No survivor card has the id "${c.survivor}".`,
        severity: "error",
      });
    }
  });
  set.survivors.cards.forEach((s, i) => {
    const n = set.escape.cards.filter((c) => c.survivor === s.id).length;
    if (n !== 1) {
      out.push({
        file: "survivors.json",
        path: `$.cards[${i}]`,
        message: `Survivor "${s.id}" has ${n} escape cards; each survivor has exactly one.`,
        severity: "error",
      });
    }
    out.push(
      ...checkEffects(
        "survivors.json",
        `$.cards[${i}].ability.effects`,
        s.ability.effects,
        ALLOWED_EFFECTS.ability,
        "A survivor ability",
      ),
    );
    out.push(
      ...checkEffects(
        "survivors.json",
        `$.cards[${i}].zombie.effects`,
        s.zombie.effects,
        ALLOWED_EFFECTS.zombie,
        "A zombie ability (it triggers by itself)",
      ),
    );
  });

  set.objectives.cards.forEach((c, i) => {
    if (c.combinations.length !== RULEBOOK_COUNTS.combinationsPerObjective) {
      out.push({
        file: "objectives.json",
        path: `$.cards[${i}].combinations`,
        message: `An objective card has ${RULEBOOK_COUNTS.combinationsPerObjective} combinations; "${c.id}" has ${c.combinations.length}.`,
        severity: "error",
      });
    }
  });

  set.rewards.cards.forEach((c, i) => {
    if (c.levels.length !== RULEBOOK_COUNTS.levelsPerReward) {
      out.push({
        file: "rewards.json",
        path: `$.cards[${i}].levels`,
        message: `A reward card has one level per objective combination (${RULEBOOK_COUNTS.levelsPerReward}); "${c.id}" has ${c.levels.length}.`,
        severity: "error",
      });
    }
    c.levels.forEach((level, j) => {
      out.push(
        ...checkEffects(
          "rewards.json",
          `$.cards[${i}].levels[${j}].effects`,
          level.effects,
          REWARD_EFFECTS[c.category] ?? [],
          `A "${c.category}" reward`,
        ),
      );
      if (c.category === "gainArmament") {
        level.effects.forEach((e, k) => {
          if (
            e.kind === "gainToken" &&
            e.tokens.some((t) => !(WEAPON_KINDS as readonly string[]).includes(t))
          ) {
            out.push({
              file: "rewards.json",
              path: `$.cards[${i}].levels[${j}].effects[${k}].tokens`,
              message: "An armament reward gives weapon tokens only (grenade, pistol, ammo).",
              severity: "error",
            });
          }
        });
      }
    });
  });
  const categories = new Set(set.rewards.cards.map((c) => c.category));
  if (categories.size !== 3) {
    out.push({
      file: "rewards.json",
      path: "$.cards",
      message: `Reward cards come in 3 categories; this set uses ${categories.size}.`,
      severity: "warning",
    });
  }

  set.city.cards.forEach((c, i) => {
    out.push(
      ...checkEffects("city.json", `$.cards[${i}].effects`, c.effects, ALLOWED_EFFECTS.city, "A city card"),
    );
  });

  const orders = set.placement.cards.map((c) => c.order).sort((a, b) => a - b);
  if (orders.join(",") !== "1,2,3,4,5,6" && set.placement.cards.length === RULEBOOK_COUNTS.placement) {
    out.push({
      file: "placement.json",
      path: "$.cards",
      message: `Placement cards are numbered 1 to 6 once each; this set has ${orders.join(", ")}.`,
      severity: "error",
    });
  }
  set.placement.cards.forEach((c, i) => {
    for (const n of [4, 5, 6] as const) {
      const box = c.boxes[String(n) as "4" | "5" | "6"];
      const needed = c.order <= n || (n === 4 && c.order <= 3);
      if (needed && !box) {
        out.push({
          file: "placement.json",
          path: `$.cards[${i}].boxes`,
          message: `Placement card ${c.order} is used with ${n} players, so it needs a "${n}" box.`,
          severity: "error",
        });
      }
      if (box)
        out.push(
          ...checkEffects(
            "placement.json",
            `$.cards[${i}].boxes["${n}"].effects`,
            box.effects,
            ALLOWED_EFFECTS.placement,
            "A placement box",
          ),
        );
    }
  });

  const hours = set.time.cards.flatMap((c) => [c.front, c.back]).sort((a, b) => a - b);
  if (hours.join(",") !== "1,2,3,4,5,6") {
    out.push({
      file: "time.json",
      path: "$.cards",
      message: `The time cards show 6:00 down to 1:00 once each; this set shows ${hours.join(", ")}.`,
      severity: "error",
    });
  }

  const tokens = TOKEN_KINDS.reduce((sum, k) => sum + set.tokens.counts[k], 0);
  if (tokens !== RULEBOOK_COUNTS.tokens) {
    out.push({
      file: "tokens.json",
      path: "$.counts",
      message: `The rulebook has ${RULEBOOK_COUNTS.tokens} item and weapon tokens; this set has ${tokens}.`,
      severity: "error",
    });
  }
  return out;
}

function uniqueIds(set: CardSet): SetIssue[] {
  const seen = new Map<string, SetFileName>();
  const out: SetIssue[] = [];
  const groups: [SetFileName, readonly { id: string }[]][] = [
    ["items.json", set.items.cards],
    ["escape.json", set.escape.cards],
    ["survivors.json", set.survivors.cards],
    ["objectives.json", set.objectives.cards],
    ["rewards.json", set.rewards.cards],
    ["city.json", set.city.cards],
    ["placement.json", set.placement.cards],
    ["time.json", set.time.cards],
  ];
  for (const [file, cards] of groups) {
    cards.forEach((c, i) => {
      const before = seen.get(c.id);
      if (before) {
        out.push({
          file,
          path: `$.cards[${i}].id`,
          message: `The id "${c.id}" is already used in ${before}; ids are unique across the set.`,
          severity: "error",
        });
      } else seen.set(c.id, file);
    });
  }
  return out;
}
