import { type Board, KNOCK_OUT, type KnockOutState } from "@horda/zombicide";
import type { BoardPieces, SurvivorPiece, ZombieGroup } from "../../board/pieces/types.ts";
import type { CarView } from "./cars-on-board.ts";

/** Player colours by seat order (p1, p2...). */
export const SEAT_COLOURS = ["#d9480f", "#1c7ed6", "#2b8a3e", "#ae3ec9", "#f08c00", "#0b7285"];

export function seatColour(seat: string, seats: readonly string[]): string {
  return SEAT_COLOURS[Math.max(0, seats.indexOf(seat)) % SEAT_COLOURS.length] as string;
}

export interface PieceSource {
  readonly seats: readonly string[];
  readonly survivors: readonly {
    readonly id: string;
    readonly seat: string;
    readonly zone: string;
    readonly eliminated: boolean;
    readonly escaped: boolean;
    readonly companion?: { readonly leader: string | null; readonly skill: string | null };
  }[];
  readonly zombies: readonly {
    readonly id: string;
    readonly type: string;
    readonly zone: string;
    readonly card?: string;
  }[];
  /** Cars on the board (§5), where they are at this point. */
  readonly cars?: readonly CarView[];
  /** Rule modules' state (the KO rules' survivors lying down). */
  readonly slices?: Readonly<Record<string, unknown>>;
}

type SourceSurvivor = PieceSource["survivors"][number];

/** KOed survivors lying down, with the round whose End Phase is their deadline. */
function knockedOut(src: PieceSource): Readonly<Record<string, { readonly deadline: number }>> {
  const ko = src.slices?.[KNOCK_OUT] as KnockOutState | undefined;
  return ko?.down ?? {};
}

/** Survivors in drawing order: each Companion right after its Leader, so they get neighbouring slots. */
function leadersFirst(survivors: readonly SourceSurvivor[]): SourceSurvivor[] {
  const out: SourceSurvivor[] = [];
  const followers = (id: string) => survivors.filter((s) => s.companion?.leader === id);
  for (const s of survivors) {
    if (s.companion?.leader && survivors.some((l) => l.id === s.companion?.leader)) continue;
    out.push(s);
    for (const c of followers(s.id)) out.push(c);
  }
  return out;
}

/** What the board reads of a zombie type (the pack's data): the standard kind it is, its traits, its name. */
export interface TypeLook {
  readonly toxicOf?: string | undefined;
  readonly kindOf?: string | undefined;
  readonly traits?: readonly string[] | undefined;
}

/** How a type is drawn: a Toxic or VIP kind takes its standard kind's shape, with a mark. */
export function lookOf(types: Readonly<Record<string, TypeLook>> | undefined, type: string) {
  const t = types?.[type];
  if (!t) return {};
  const shape = t.toxicOf ?? t.kindOf;
  const marks = [...(t.toxicOf ? ["toxic"] : []), ...(t.traits?.includes("vip-trophy") ? ["vip"] : [])];
  return { ...(shape ? { shape } : {}), ...(marks.length > 0 ? { marks } : {}) };
}

/** The board's pieces from a game state (or a playback frame): survivors by name, zombies grouped per zone and type. */
export function piecesOf(
  board: Board,
  src: PieceSource,
  names: (id: string) => string,
  abomination: (card: string) => string,
  note: (s: SourceSurvivor, cars: readonly CarView[] | undefined) => string | undefined = () => undefined,
  types?: { readonly looks: Readonly<Record<string, TypeLook>>; readonly name: (type: string) => string },
): BoardPieces {
  const survivors: SurvivorPiece[] = [];
  const down = knockedOut(src);
  for (const s of leadersFirst(src.survivors)) {
    const zone = board.zoneIndex[s.zone];
    const until = down[s.id]?.deadline;
    // A KOed survivor still lies in its zone until it is taken or dies (advanced rules).
    if (zone === undefined || (s.eliminated && until === undefined) || s.escaped) continue;
    const more = note(s, src.cars);
    survivors.push({
      id: s.id,
      name: names(s.id),
      colour: seatColour(s.seat, src.seats),
      zone,
      ...(more ? { note: more } : {}),
      ...(s.companion ? { companion: true } : {}),
      ...(until !== undefined ? { knockedOutUntil: until } : {}),
    });
  }
  const groups = new Map<string, ZombieGroup & { count: number }>();
  for (const z of src.zombies) {
    const zone = board.zoneIndex[z.zone];
    if (zone === undefined) continue;
    const key = z.card ? `${zone}|${z.type}|${z.card}` : `${zone}|${z.type}`;
    const g = groups.get(key);
    if (g) g.count++;
    else {
      const look = lookOf(types?.looks, z.type);
      const typeName = look.shape && types ? { typeName: types.name(z.type) } : {};
      groups.set(key, {
        zone,
        type: z.type,
        count: 1,
        ...(z.card ? { name: abomination(z.card) } : {}),
        ...look,
        ...typeName,
      });
    }
  }
  const zombies: ZombieGroup[] = [...groups.values()];
  return { survivors, zombies };
}

/** Door indices of the open door ids. */
export function openDoorIndices(board: Board, open: readonly string[]): Set<number> {
  const ids = new Set(open);
  return new Set(board.doors.filter((d) => ids.has(d.id)).map((d) => d.index));
}

/** Zones to tint for the armed commands: zone index → 1 (the renderer shows a range; here it marks a target). */
export function targetHighlight(board: Board, zones: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const z of zones) {
    const i = board.zoneIndex[z];
    if (i !== undefined) out.set(i, 1);
  }
  return out;
}

/** Noise tokens by zone index, from the state's tokens by zone id. */
export function noiseByZone(board: Board, noise: Readonly<Record<string, number>>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, n] of Object.entries(noise)) {
    const i = board.zoneIndex[id];
    if (i !== undefined && n > 0) out.set(i, n);
  }
  return out;
}
