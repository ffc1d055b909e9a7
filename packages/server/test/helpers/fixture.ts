import { afterAll, afterEach, beforeAll } from "vitest";
import type { HordaServer, ServerOptions } from "../../src/app.ts";
import type { Storage } from "../../src/storage/types.ts";
import { startTestServer } from "./server.ts";
import { openTestStore, type StoreKind, type TestStore } from "./storages.ts";
import { TestClient } from "./ws-client.ts";

export interface ServerFixture {
  /** Opens an empty store of `kind`, and no server: for tests of the storage alone. */
  openStore(kind: StoreKind): Promise<TestStore>;
  /** Opens an empty store of `kind` and an in-process server on it. */
  start(kind: StoreKind, options?: Partial<ServerOptions>): Promise<StartedServer>;
  /** Starts another server on `storage`: a restart on `store.reopen()`, or a second server. */
  startOn(storage: Storage, options?: Partial<ServerOptions>): Promise<{ server: HordaServer; url: string }>;
  /** Closes `server` now (as before a restart); it is not closed again after the test. */
  stop(server: HordaServer): Promise<void>;
  /** A WebSocket client on the server at `url`. */
  client(url: string): Promise<TestClient>;
  /** Closes every client opened so far. */
  closeClients(): void;
}

export interface StartedServer {
  server: HordaServer;
  url: string;
  store: TestStore;
}

/** The fixture, and `closeAll`: the clients, then the servers (ignoring one already closed), then the stores. */
function openFixture(): ServerFixture & { closeAll(): Promise<void> } {
  const clients: TestClient[] = [];
  const servers: HordaServer[] = [];
  const stores: TestStore[] = [];
  const fixture: ReturnType<typeof openFixture> = {
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
    async closeAll() {
      fixture.closeClients();
      for (const s of servers.splice(0)) await s.close().catch(() => undefined);
      for (const s of stores.splice(0)) await s.dispose();
    },
  };
  return fixture;
}

/**
 * The stores, servers and clients a test opens through it, closed after each test by an `afterEach` it
 * registers where it is called (in a `describe`, or at the top of a file): first the clients, then the
 * servers (an error from one already closed is ignored), then the stores are disposed.
 */
export function useServerFixture(): ServerFixture {
  const fixture = openFixture();
  afterEach(() => fixture.closeAll());
  return fixture;
}

export interface SharedServer extends Readonly<StartedServer> {
  /** A WebSocket client on the shared server (or the one at `url`), closed after the test. */
  client(url?: string): Promise<TestClient>;
}

/**
 * The server of `fixture.start(kind, options)`, shared by the tests of the `describe` (or file) where it is
 * called: started in a `beforeAll` it registers there, so read its fields within tests and later hooks. The
 * clients opened through it are closed after each test; the server, then its store, in an `afterAll`.
 */
export function useSharedServer(kind: StoreKind, options?: Partial<ServerOptions>): SharedServer {
  const fixture = openFixture();
  let started: StartedServer | null = null;
  beforeAll(async () => {
    started = await fixture.start(kind, options);
  });
  afterEach(() => fixture.closeClients());
  afterAll(() => fixture.closeAll());
  const now = (): StartedServer => {
    if (!started) throw new Error("the shared server starts in beforeAll: read it within a test or hook");
    return started;
  };
  return {
    get server() {
      return now().server;
    },
    get url() {
      return now().url;
    },
    get store() {
      return now().store;
    },
    client: (url = now().url) => fixture.client(url),
  };
}
