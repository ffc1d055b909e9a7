/** The part of `localStorage` the editor uses (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

export const DRAFT_KEY = "horda.editor.draft";
export const SAVED_KEY = "horda.editor.missions";
export const TEST_PLAY_KEY = "horda.editor.testPlay";

export function browserStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Saved missions by id (their JSON text), kept in the browser. */
export function savedMissions(store: KeyValueStore): Record<string, string> {
  try {
    const raw = JSON.parse(store.getItem(SAVED_KEY) ?? "{}") as unknown;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === "string")) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

export function saveMissionLocally(store: KeyValueStore, id: string, text: string): void {
  store.setItem(SAVED_KEY, JSON.stringify({ ...savedMissions(store), [id]: text }));
}
