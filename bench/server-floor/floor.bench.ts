// npm run bench -- server-floor: the load of `npm run bench -- server` (bench/server/load.ts, the same clients
// and env) against floor-server.mjs, a server that answers with Horda's messages and sizes but plays no game and
// stores nothing. What it measures is this machine's floor: the HTTP, WebSocket and loopback work of the load
// and the bench clients' own share of the cores, which no server doing real work can go below.
import { fileURLToPath } from "node:url";
import { runLoad } from "../server/load.ts";

const script = fileURLToPath(new URL("./floor-server.mjs", import.meta.url));
await runLoad({ command: [script], prefix: "server.floor", errors: "server.floor_errors" });
