import { afterEach } from "vitest";
import type { HordaServer, ServerOptions } from "../../src/app.ts";
import type { Storage } from "../../src/storage/types.ts";
import { startTestServer } from "./server.ts";
import { openTestStore, type StoreKind, type TestStore } from "./storages.ts";
import { TestClient } from "./ws-client.ts";

export interface ServerFixture {
  /** Opens an empty store of `kind`, and no server: for tests of the storage alone. */
  openStore(kind: StoreKind): Promise<TestStore>;
  /** Opens an empty store of `kind` and an in-process server on it. */
  start(
    kind: StoreKind,
    options?: Partial<ServerOptions>,
  ): Promise<{ server: HordaServer; url: string; store: TestStore }>;
  /** Starts another server on `storage`: a restart on `store.reopen()`, or a second server. */
  startOn(storage: Storage, options?: Partial<ServerOptions>): Promise<{ server: HordaServer; url: string }>;
  /** Closes `server` now (as before a restart); it is not closed again after the test. */
  stop(server: HordaServer): Promise<void>;
  /** A WebSocket client on the server at `url`. */
  client(url: string): Promise<TestClient>;
  /** Closes every client opened so far. */
  closeClients(): void;
}

/**
 * The stores, servers and clients a test opens through it, closed after each test by an `afterEach` it
 * registers where it is called (in a `describe`, or at the top of a file): first the clients, then the
 * servers (an error from one already closed is ignored), then the stores are disposed.
 */
export function useServerFixture(): ServerFixture {
  const clients: TestClient[] = [];
  const servers: HordaServer[] = [];
  const stores: TestStore[] = [];
  const fixture: ServerFixture = {
    async openStore(kind) {
      const store = await openTestStore(kind);
      stores.push(store);
      return store;
    },
    async start(kind, options) {
      const store = await fixture.openStore(kind);
      return { ...(await fixture.startOn(store.storage, options)), store };
    },
    async startOn(storage, options) {
      const started = await startTestServer(storage, options);
      servers.push(started.server);
      return started;
    },
    async stop(server) {
      const i = servers.indexOf(server);
      if (i >= 0) servers.splice(i, 1);
      await server.close();
    },
    async client(url) {
      const c = await TestClient.open(url);
      clients.push(c);
      return c;
    },
    closeClients() {
      for (const c of clients.splice(0)) c.close();
    },
  };
  afterEach(async () => {
    fixture.closeClients();
    for (const s of servers.splice(0)) await s.close().catch(() => undefined);
    for (const s of stores.splice(0)) await s.dispose();
  });
  return fixture;
}
