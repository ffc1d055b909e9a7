import { type Board, Boundary } from "@horda/zombicide";

export interface ZoneHeat {
  readonly zone: string;
  readonly wounds: number;
  readonly deaths: number;
}

export interface BoardSvgOptions {
  readonly cell?: number;
  /** Accessible title of the drawing. */
  readonly title?: string;
  /** The Wounds drawn darkest (two boards compared share it); default: this board's most. */
  readonly maxWounds?: number;
}

/** Where a map mark may sit in its cell, in cell units: the top right first, then the other corners. */
const MARK_CORNERS: readonly (readonly [number, number])[] = [
  [0.8, 0.25],
  [0.2, 0.25],
  [0.8, 0.78],
  [0.2, 0.78],
];
/** A light outline under a label's letters, so it stays readable over a mark or a dark tint. */
const HALO = ' stroke="#fdfefe" stroke-width="2.5" paint-order="stroke" stroke-linejoin="round"';
const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const TOKEN_MARK: Readonly<Record<string, string>> = {
  objective: "O",
  exit: "E",
  spawn: "S",
  start: "P",
  crate: "C",
};

/**
 * The board as a plain SVG (cells grouped into zones, walls, doors, objective/exit/spawn marks) with a heat
 * map: each zone tinted by the Wounds taken there, and a dark disc with the number of eliminations. Pure,
 * so the CLI's HTML report and the web's Mission lab draw the same picture.
 */
export function boardHeatSvg(board: Board, heat: readonly ZoneHeat[], options: BoardSvgOptions = {}): string {
  // 34 px cells: room in a one-cell zone for its label block and a map mark in a corner.
  const c = options.cell ?? 34;
  const w = board.width * c;
  const h = board.height * c;
  const byZone = new Map(heat.map((z) => [z.zone, z]));
  const maxWounds = Math.max(1, options.maxWounds ?? 0, ...heat.map((z) => z.wounds));
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${w + 8} ${h + 8}" width="${w + 8}" height="${h + 8}" role="img" class="heat-board">`,
    `<title>${esc(options.title ?? "Wounds and eliminations by zone")}</title>`,
  ];
  // Cells: the zone's base colour, then the heat tint.
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const zi = board.zoneOf[y * board.width + x] ?? -1;
      if (zi < 0) continue;
      const zone = board.zones[zi];
      if (!zone) continue;
      const base = zone.kind === "building" ? "#e9e1cf" : "#d5d8dc";
      const wounds = byZone.get(zone.id)?.wounds ?? 0;
      const alpha = wounds === 0 ? 0 : 0.15 + 0.75 * (wounds / maxWounds);
      out.push(
        `<rect x="${x * c}" y="${y * c}" width="${c}" height="${c}" fill="${base}"/>`,
        alpha > 0
          ? `<rect x="${x * c}" y="${y * c}" width="${c}" height="${c}" fill="#c0392b" fill-opacity="${alpha.toFixed(3)}" data-zone="${zone.id}"/>`
          : "",
      );
    }
  }
  // Boundaries on the east and south side of each cell.
  const line = (x1: number, y1: number, x2: number, y2: number, code: number) => {
    if (code === Boundary.INSIDE) return;
    const style =
      code === Boundary.DOOR
        ? 'stroke="#8e5b2a" stroke-width="4"'
        : code === Boundary.WALL || code === Boundary.EDGE
          ? 'stroke="#2c3e50" stroke-width="2.5"'
          : 'stroke="#7f8c8d" stroke-width="0.8" stroke-dasharray="3 2"';
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${style}/>`);
  };
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const i = y * board.width + x;
      if ((board.zoneOf[i] ?? -1) < 0) continue;
      line((x + 1) * c, y * c, (x + 1) * c, (y + 1) * c, board.east[i] ?? 0);
      line(x * c, (y + 1) * c, (x + 1) * c, (y + 1) * c, board.south[i] ?? 0);
      if (x === 0) line(0, y * c, 0, (y + 1) * c, Boundary.EDGE);
      if (y === 0) line(x * c, 0, (x + 1) * c, 0, Boundary.EDGE);
    }
  }
  // Each zone's label block at its centre: its name, its Wounds, its eliminations' disc.
  const blocks = board.zones.flatMap((zone) => {
    if (zone.cells.length === 0) return [];
    let sx = 0;
    let sy = 0;
    for (const cell of zone.cells) {
      sx += (cell % board.width) + 0.5;
      sy += Math.floor(cell / board.width) + 0.5;
    }
    const cx = (sx / zone.cells.length) * c;
    const cy = (sy / zone.cells.length) * c;
    const z = byZone.get(zone.id);
    const bottom = z && z.deaths > 0 ? cy + 23 : z && z.wounds > 0 ? cy + 7 : cy - 3;
    return [{ zone, z, cx, cy, box: { x1: cx - 14, y1: cy - 15, x2: cx + 14, y2: bottom } }];
  });
  const placed: { x: number; y: number }[] = [];
  const free = (x: number, y: number) =>
    !blocks.some(({ box }) => x + 6 > box.x1 && x - 6 < box.x2 && y + 6 > box.y1 && y - 6 < box.y2) &&
    !placed.some((p) => Math.abs(p.x - x) < 13 && Math.abs(p.y - y) < 13);
  // The map's marks, each where no zone's label or other mark covers it: a corner of its own cell, else of
  // the nearest other cell of its zone (a zone's label sits at its centre, often in the token's very cell).
  for (const t of board.tokens) {
    const mark = TOKEN_MARK[t.kind];
    if (!mark) continue;
    const zi = board.zoneOf[t.y * board.width + t.x] ?? -1;
    const cells = (board.zones[zi]?.cells ?? [t.y * board.width + t.x])
      .map((cell) => ({ x: cell % board.width, y: Math.floor(cell / board.width) }))
      .sort(
        (a, b) => Math.abs(a.x - t.x) + Math.abs(a.y - t.y) - (Math.abs(b.x - t.x) + Math.abs(b.y - t.y)),
      );
    const spots = cells.flatMap((cell) =>
      MARK_CORNERS.map(([dx, dy]) => ({ x: (cell.x + dx) * c, y: (cell.y + dy) * c })),
    );
    const spot = spots.find((p) => free(p.x, p.y)) ?? (spots[0] as { x: number; y: number });
    placed.push(spot);
    const { x, y } = spot;
    out.push(
      `<rect x="${x - 6}" y="${y - 6}" width="12" height="12" rx="2" fill="#fdfefe" stroke="#2c3e50" stroke-width="0.8"/>`,
      `<text x="${x}" y="${y + 3}" font-size="8" text-anchor="middle" fill="#2c3e50">${mark}</text>`,
    );
  }
  // Zone labels and eliminations at each zone's centre.
  for (const { zone, z, cx, cy } of blocks) {
    out.push(
      `<text x="${cx}" y="${cy - 6}" font-size="9" text-anchor="middle" fill="#34495e"${HALO}>${esc(zone.id)}</text>`,
    );
    if (z && z.wounds > 0)
      out.push(
        `<text x="${cx}" y="${cy + 5}" font-size="9" text-anchor="middle" fill="#7b241c"${HALO}>${z.wounds}</text>`,
      );
    if (z && z.deaths > 0)
      out.push(
        `<circle cx="${cx}" cy="${cy + 15}" r="8" fill="#17202a" data-deaths="${zone.id}"/>`,
        `<text x="${cx}" y="${cy + 18}" font-size="9" text-anchor="middle" fill="#fff">${z.deaths}</text>`,
      );
  }
  out.push("</svg>");
  return out.filter((s) => s !== "").join("");
}
