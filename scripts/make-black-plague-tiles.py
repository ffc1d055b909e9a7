"""Writes the STAND-IN tile faces of content/black-plague (1R-9V) and content/wulfsburg (10R-11V).

The printed Black Plague layouts are not public (shared/reference/black-plague-rules.md §19): each face here is
drawn by Horda on the core tiles' 3-4-3 block grid from a few block patterns (streets lower-case, rooms
upper-case), so quests can be laid out and played until an owner traces the real tile in the tile editor.
Wulfsburg's 10R-11V hold a walled tower zone in the middle: rampart edges all round but one gate."""
import os

ROOT = os.path.join(os.path.dirname(__file__), "..")
SPANS = [(0, 3), (3, 7), (7, 10)]  # cells covered by block 0, 1, 2 on each axis

BASES = [
    ["AaB", "bbb", "CcD"],  # street cross, four corner buildings
    ["ABa", "CDa", "bbb"],  # four-room building in an L of streets
    ["aaa", "ABC", "bbb"],  # a row of three rooms between two streets
    ["AaB", "AaB", "ccc"],  # two long halls along a lane
    ["aAb", "BCD", "cEd"],  # a cross-shaped building
    ["AAa", "AAb", "ccc"],  # one great hall
]


def rotate(t):
    return ["".join(t[2 - c][r] for c in range(3)) for r in range(3)]


def faces():
    out = {}
    for i in range(9):
        base = BASES[i % len(BASES)]
        turns_r, turns_v = i % 4, (i + 2) % 4
        r, v = base, BASES[(i + 3) % len(BASES)]
        for _ in range(turns_r):
            r = rotate(r)
        for _ in range(turns_v):
            v = rotate(v)
        out[f"{i + 1}R"] = r
        out[f"{i + 1}V"] = v
    return out


def grid_of(blocks):
    g = [["" for _ in range(10)] for _ in range(10)]
    for br, row in enumerate(blocks):
        for bc, ch in enumerate(row):
            for y in range(*SPANS[br]):
                for x in range(*SPANS[bc]):
                    g[y][x] = ch
    return g


def doors_and_openings(g):
    """One door per room onto the street it meets first (scanning from the room's middle), openings between
    rooms of one building."""
    edges, pairs = [], set()
    rooms = sorted({c for row in g for c in row if c.isupper()})
    for room in rooms:
        cells = [(x, y) for y in range(10) for x in range(10) if g[y][x] == room]
        cx = sum(x for x, _ in cells) / len(cells)
        cy = sum(y for _, y in cells) / len(cells)
        best = None
        for x, y in cells:
            for side, dx, dy in (("N", 0, -1), ("S", 0, 1), ("E", 1, 0), ("W", -1, 0)):
                nx, ny = x + dx, y + dy
                if not (0 <= nx < 10 and 0 <= ny < 10):
                    continue
                other = g[ny][nx]
                if other.islower():
                    d = abs(x - cx) + abs(y - cy)
                    if best is None or d < best[0]:
                        best = (d, x, y, side)
                elif other.isupper() and other != room:
                    pairs.add(tuple(sorted((room, other))))
        if best:
            edges.append(f"  {best[1]},{best[2]} {best[3]} door")
    return [f"  {a}|{b} open" for a, b in sorted(pairs)] + edges


def write(pack, face, body, header):
    path = os.path.join(ROOT, "content", pack, "tiles", f"{face}.tile")
    with open(path, "w") as f:
        f.write(header + body)


def bp_tile(face, blocks):
    g = grid_of(blocks)
    lines = [
        f"# Black Plague tile {face}: a STAND-IN drawn by Horda, not the printed layout (not public; reference §19).",
        "# Drawn on a 3-4-3 block grid from Horda's block patterns; trace the real tile in the tile editor to replace it.",
        f"tile: {face}",
        f"name: Black Plague {face} (stand-in)",
        "status: unverified",
        "source: drawn by Horda; no public zone layout of the Black Plague tiles exists (black-plague-rules.md §19)",
        "standin: true",
        "size: 10x10",
        "grid:",
        *["  " + "".join(row) for row in g],
    ]
    edges = doors_and_openings(g)
    if edges:
        lines += ["edges:", *edges]
    first = next((c for row in g for c in row if c.isupper()), None)
    if first:
        cells = [(x, y) for y in range(10) for x in range(10) if g[y][x] == first]
        x, y = cells[len(cells) // 2]
        lines += ["spots:", f"  objective {x},{y}"]
    return "\n".join(lines) + "\n"


def tower_tile(face, variant):
    # Centre block: the walled tower yard `t` (a street zone flagged tower); a room B in one corner.
    blocks = [["aaa", "btc", "dBe"], ["aAb", "ctd", "eee"], ["aaB", "btc", "ddd"], ["Aaa", "btc", "ddd"]][variant]
    g = grid_of(blocks)
    gate = [("5,3", "N"), ("4,6", "S"), ("3,4", "W"), ("6,5", "E")][variant]
    edges = []
    for i in range(3, 7):
        for x, y, side in ((i, 3, "N"), (i, 6, "S"), (3, i, "W"), (6, i, "E")):
            if (f"{x},{y}", side) == gate:
                edges.append(f"  {x},{y} {side} open")
            else:
                edges.append(f"  {x},{y} {side} rampart")
    edges += doors_and_openings(g)
    lines = [
        f"# Wulfsburg tower tile {face}: a STAND-IN drawn by Horda, not the printed layout (not public; reference §19).",
        "# The middle block is a tower yard walled by ramparts (block movement, not sight) with one gate.",
        f"tile: {face}",
        f"name: Wulfsburg {face} (stand-in): tower",
        "status: unverified",
        "source: drawn by Horda from seed 001's tower rules; the printed layout is not public",
        "standin: true",
        "size: 10x10",
        "grid:",
        *["  " + "".join(row) for row in g],
        "zones:",
        "  t: tower",
        "edges:",
        *edges,
        "spots:",
        "  tower 5,5",
    ]
    return "\n".join(lines) + "\n"


for face, blocks in faces().items():
    write("black-plague", face, bp_tile(face, blocks), "")
for i, face in enumerate(["10R", "10V", "11R", "11V"]):
    write("wulfsburg", face, tower_tile(face, i), "")
