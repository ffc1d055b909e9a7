import type { MissionFile } from "@horda/content";
import { type Board, buildTables } from "@horda/zombicide";
import type { Problem } from "./problems.ts";

const cell = (x: number, y: number) => ({ x, y, w: 1, h: 1 });

/**
 * What compiles but is probably a mistake, read from the compiled board with every door open (doors can be
 * opened during the game): no Spawn Zone at all, an exit or a spawn zone no path joins to the starting zone, a coloured door with no
 * objective of its colour, an objective in the street, rules that name a door colour the map lacks; Black Plague
 * tokens the rules give no meaning (refused) or that are probably misplaced.
 * `tokenRecords[i]` is the record of the map's i-th token.
 */
export function boardWarnings(
  board: Board,
  mission: MissionFile,
  tokenRecords: readonly string[],
): Problem[] {
  const out: Problem[] = [];
  const allOpen = new Set(board.doors.map((d) => d.index));
  const tables = buildTables(board, allOpen);
  const n = tables.n;
  const starts = board.tokens.filter((t) => t.kind === "start").map((t) => t.zone);
  const reachesStart = (zone: number) => starts.some((s) => (tables.steps[s * n + zone] ?? -1) >= 0);
  const rec = (i: number) => (tokenRecords[i] ? [tokenRecords[i]] : []);

  if (!board.tokens.some((t) => t.kind === "spawn"))
    out.push({ severity: "warning", key: "noSpawn", records: [] });
  const exits = board.tokens.filter((t) => t.kind === "exit");
  if (exits.length === 0 && mission.goals.some((g) => g.goal === "reachExit"))
    out.push({ severity: "warning", key: "noExit", records: [] });
  for (const t of board.tokens) {
    const z = board.zones[t.zone];
    if (starts.length > 0 && t.kind === "exit" && !reachesStart(t.zone))
      out.push({
        severity: "warning",
        key: "exitUnreachable",
        params: { zone: z?.id ?? "?" },
        records: rec(t.index),
        cells: cell(t.x, t.y),
      });
    if (starts.length > 0 && t.kind === "spawn" && !reachesStart(t.zone))
      out.push({
        severity: "warning",
        key: "spawnNoPath",
        params: { zone: z?.id ?? "?" },
        records: rec(t.index),
        cells: cell(t.x, t.y),
      });
    if (t.kind === "objective" && z?.kind === "street")
      out.push({
        severity: "warning",
        key: "objectiveOnStreet",
        params: { zone: z.id },
        records: rec(t.index),
        cells: cell(t.x, t.y),
      });
  }
  out.push(...moduleTokenProblems(board, rec));
  const objectiveColours = new Set(
    board.tokens.filter((t) => t.kind === "objective").map((t) => String(t.props.colour ?? "red")),
  );
  for (const d of board.doors) {
    if (d.colour === "neutral" || objectiveColours.has(d.colour)) continue;
    out.push({
      severity: "warning",
      key: "doorNoObjective",
      params: { door: d.id, colour: d.colour },
      records: [],
      cells: cell(d.x, d.y),
    });
  }
  const doorColours = new Set(board.doors.map((d) => d.colour));
  mission.rules.forEach((r) => {
    for (const e of r.do)
      if ((e.effect === "unlockDoors" || e.effect === "openDoors") && !doorColours.has(e.colour))
        out.push({
          severity: "warning",
          key: "ruleNoDoor",
          params: { rule: r.id, colour: e.colour },
          records: [],
        });
  });
  return out;
}

/** Module tokens whose rules give them no meaning on the board: refused (the table would only draw them). */
const REFUSED_TOKENS = new Set(["vault-door-closed", "vault-door-open", "dragon-fire"]);
/** The box's Dragon Bile tokens. */
const BILE_TOKENS = 4;

/**
 * Black Plague's tokens: a Vault door or a Dragon Fire token is refused (a Vault is a flagged zone behind a door of
 * its colour; Dragon Fire burns at once); more than 4 Dragon Bile tokens, or an artefact outside a Vault, is
 * probably a mistake.
 */
function moduleTokenProblems(board: Board, rec: (i: number) => string[]): Problem[] {
  const out: Problem[] = [];
  const named = (name: string) => board.tokens.filter((t) => t.kind === "token" && t.props.name === name);
  for (const t of board.tokens) {
    const name = String(t.props.name ?? "");
    if (t.kind !== "token") continue;
    if (REFUSED_TOKENS.has(name))
      out.push({
        severity: "error",
        key: "tokenRefused",
        params: { token: name },
        records: rec(t.index),
        cells: cell(t.x, t.y),
      });
    const z = board.zones[t.zone];
    if (name === "vault-artefact" && z && !z.flags.includes("vault"))
      out.push({
        severity: "warning",
        key: "artefactOutsideVault",
        params: { zone: z.id },
        records: rec(t.index),
        cells: cell(t.x, t.y),
      });
  }
  const bile = named("dragon-bile");
  if (bile.length > BILE_TOKENS)
    out.push({
      severity: "warning",
      key: "bileOverFour",
      params: { count: bile.length },
      records: bile.flatMap((t) => rec(t.index)),
    });
  return out;
}
