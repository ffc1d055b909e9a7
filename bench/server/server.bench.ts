// npm run bench -- server: the Zombicide load of load.ts against Horda's server, run as `npm start` runs it (the
// bundle, on SQLite). Env: load.ts's, and BENCH_SERVER_SOURCES (1: the server's TypeScript sources through tsx
// instead of the bundle).
import { bundleServer, SERVER_NODE_FLAGS } from "../../scripts/server-bundle.mjs";
import { runLoad } from "./load.ts";

const command =
  process.env.BENCH_SERVER_SOURCES === "1"
    ? ["--import", "tsx", "packages/server/src/main.ts"]
    : [...SERVER_NODE_FLAGS, await bundleServer(".")];
await runLoad({ command, prefix: "server.zombicide", errors: "server.errors" });
