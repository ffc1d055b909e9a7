/**
 * The mission vocabulary as data for the forms: each goal, lose condition, trigger and effect of
 * `horda.mission/1` (packages/content/src/schema/missions.ts) with its parameters and their kinds.
 */
export type FieldKind =
  | "colourAny"
  | "doorColour"
  | "doorColourAny"
  | "spawnColour"
  | "int"
  | "intSigned"
  | "countOrAll"
  | "zombie"
  | "zombieAny"
  | "token"
  | "counter"
  | "bool"
  | "text"
  | "to";

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
}

export type Vocabulary = Readonly<Record<string, readonly FieldSpec[]>>;

const f = (name: string, kind: FieldKind): FieldSpec => ({ name, kind });

export const GOALS: Vocabulary = {
  takeObjectives: [f("colour", "colourAny"), f("count", "countOrAll")],
  reachExit: [f("survivors", "countOrAll"), f("noAbomination", "bool")],
  killZombies: [f("zombie", "zombieAny"), f("count", "int")],
  surviveRounds: [f("rounds", "int")],
  counter: [f("counter", "counter"), f("value", "int")],
};

export const LOSE: Vocabulary = {
  roundLimit: [f("round", "int")],
  survivorsEliminated: [f("count", "int")],
  counter: [f("counter", "counter"), f("value", "int")],
};

export const TRIGGERS: Vocabulary = {
  objectiveTaken: [f("colour", "colourAny")],
  allObjectivesTaken: [f("colour", "colourAny")],
  crateTaken: [],
  doorOpened: [f("colour", "doorColourAny")],
  roundStart: [f("round", "int")],
  roundEnd: [f("round", "int")],
  zombieKilled: [f("zombie", "zombieAny")],
  survivorEntersZone: [f("token", "token")],
  counterReached: [f("counter", "counter"), f("value", "int")],
};

export const EFFECTS: Vocabulary = {
  unlockDoors: [f("colour", "doorColour")],
  openDoors: [f("colour", "doorColour")],
  activateSpawns: [f("colour", "spawnColour")],
  deactivateSpawns: [f("colour", "spawnColour")],
  addAdrenaline: [f("amount", "int"), f("to", "to")],
  addToCounter: [f("counter", "counter"), f("amount", "intSigned")],
  spawnZombies: [f("zombie", "zombie"), f("count", "int"), f("token", "token")],
  message: [f("text", "text")],
  win: [f("reason", "text")],
  lose: [f("reason", "text")],
};

export const OBJECTIVE_COLOURS = ["red", "blue", "green", "yellow", "purple", "white"] as const;
export const DOOR_COLOURS_ALL = ["neutral", ...OBJECTIVE_COLOURS] as const;

/** A value a new entry starts with for one field (optional fields start absent). */
function initial(kind: FieldKind): unknown {
  switch (kind) {
    case "doorColour":
      return "blue";
    case "spawnColour":
      return "blue";
    case "int":
      return 1;
    case "intSigned":
      return 1;
    case "countOrAll":
      return "all";
    case "zombie":
      return "walker";
    case "token":
      return "";
    case "counter":
      return "";
    case "bool":
      return false;
    case "text":
      return { en: "…", "pt-BR": "…" };
    case "to":
      return "all";
    default:
      return undefined;
  }
}

/**
 * A new entry of one kind: `{ [tag]: kind, ...fields }`. A field naming a counter starts with the first of
 * the mission's declared `counters`, when there is one.
 */
export function newEntry(
  tag: string,
  kind: string,
  vocab: Vocabulary,
  counters: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = { [tag]: kind };
  for (const s of vocab[kind] ?? []) {
    const v = s.kind === "counter" && counters[0] ? counters[0] : initial(s.kind);
    if (v !== undefined) out[s.name] = v;
  }
  return out;
}
