// The floor under `npm run bench -- server`: a server with Horda's protocol shape and message sizes but no
// game, no storage and no checks (bench/server-floor/floor.bench.ts). Each room is a counter: a `command` from
// the seat to act is answered as Horda answers it (an update to each of the room's five connections, the
// acting seat's with its legal commands, then an ack), so what it costs is the HTTP, WebSocket and socket work
// alone. Never a product server: it checks no token, seat or command.
import { createServer } from "node:http";
import { WebSocketServer } from "ws";

const SEATS = ["p1", "p2", "p3", "p4"];
/** Sizes as the real server sends them for a First Night room (captured in session 14). */
const WELCOME_VIEW = JSON.stringify({ catalog: "x".repeat(34_000) });
const LEGAL = JSON.stringify([
  { type: "endTurn" },
  ...Array.from({ length: 17 }, (_, i) => ({ type: "move", survivor: "josh", to: `Z${i}`, path: [`Z${i}`] })),
]);
const TAIL = JSON.stringify({
  survivors: { 0: { id: "josh", zone: "Z3", wounds: [], pad: "x".repeat(900) } },
});
/**
 * FLOOR_WORK_MS: CPU spent on each command before answering (a busy wait), standing in for a game's rules, so a
 * run tells what latency a server with that much work per command would have under the same load.
 */
const WORK_MS = Number(process.env.FLOOR_WORK_MS ?? 0);
if (!Number.isFinite(WORK_MS) || WORK_MS < 0) {
  console.error(
    `FLOOR_WORK_MS must be a number of milliseconds, 0 or more; got "${process.env.FLOOR_WORK_MS}"`,
  );
  process.exit(2);
}
/** Games last about as long as the bench's random bots make them. */
const GAME_LENGTH = 40;

const rooms = new Map();
let next = 0;
const json = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
};
const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    if (req.method === "POST" && req.url === "/api/rooms") {
      const code = `R${next++}`;
      rooms.set(code, { seq: 0, actor: 0, sockets: new Map(), joined: 1 });
      return json(res, 201, { code, seat: "p1", seatToken: "t" });
    }
    const m = /^\/api\/rooms\/(\w+)\/join$/.exec(req.url ?? "");
    const room = m && rooms.get(m[1]);
    if (req.method === "POST" && room) return json(res, 200, { seat: SEATS[room.joined++], seatToken: "t" });
    json(res, 404, { error: "not_found" });
  });
});
const status = (room) => (room.seq >= GAME_LENGTH ? '{"kind":"finished"}' : '{"kind":"ongoing"}');
const legalFor = (room, viewer) => (viewer === SEATS[room.actor] && room.seq < GAME_LENGTH ? LEGAL : "[]");
const wss = new WebSocketServer({ server, path: "/ws", perMessageDeflate: false });
wss.on("connection", (ws) => {
  let room = null;
  let viewer = null;
  ws.on("message", (data) => {
    let msg;
    try {
      msg = JSON.parse(data.toString());
    } catch (e) {
      return ws.send(JSON.stringify({ type: "error", code: "bad_json", message: `not JSON: ${e.message}` }));
    }
    if (msg?.type === "join") {
      room = rooms.get(msg.room) ?? null;
      if (!room)
        return ws.send(
          JSON.stringify({ type: "error", code: "unknown_room", message: `no room ${msg.room}` }),
        );
      viewer = msg.seat ?? `spectator${room.sockets.size}`;
      room.sockets.set(viewer, ws);
      ws.send(
        `{"type":"welcome","room":"${msg.room}","seq":${room.seq},"legal":${legalFor(room, viewer)},"status":${status(room)},"view":${WELCOME_VIEW}}`,
      );
      return;
    }
    if (msg?.type !== "command" || !room) return;
    room.seq++;
    if (WORK_MS > 0) for (const until = performance.now() + WORK_MS; performance.now() < until; );
    if (msg.command?.type === "endTurn") room.actor = (room.actor + 1) % SEATS.length;
    const idle = `{"type":"update","seq":${room.seq},"legal":[],"status":${status(room)},"events":[],"view":${TAIL}}`;
    for (const [who, socket] of room.sockets) {
      const legal = legalFor(room, who);
      socket.send(
        legal === "[]"
          ? idle
          : `{"type":"update","seq":${room.seq},"legal":${legal},"status":${status(room)},"events":[],"view":${TAIL}}`,
      );
    }
    ws.send(`{"type":"ack","id":null,"seq":${room.seq}}`);
    if (room.seq >= GAME_LENGTH) rooms.delete(msg.room);
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log(`listening on ${process.env.PORT}`));
