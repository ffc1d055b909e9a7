/**
 * Undo marks over immutable snapshots (the tldraw pattern): `mark` remembers the document as it is before an
 * operation; changes after it (one or many, e.g. every frame of a drag) undo together back to that mark.
 * Marks with no change after them are skipped by undo.
 */
export interface History<T> {
  readonly current: T;
  readonly undos: readonly HistoryEntry<T>[];
  readonly redos: readonly HistoryEntry<T>[];
}

export interface HistoryEntry<T> {
  readonly label: string;
  readonly doc: T;
}

const LIMIT = 500;

export function startHistory<T>(doc: T): History<T> {
  return { current: doc, undos: [], redos: [] };
}

export function mark<T>(h: History<T>, label: string): History<T> {
  const top = h.undos[h.undos.length - 1];
  if (top && top.doc === h.current)
    return { ...h, undos: [...h.undos.slice(0, -1), { label, doc: h.current }] };
  const undos = [...h.undos, { label, doc: h.current }];
  return { ...h, undos: undos.length > LIMIT ? undos.slice(undos.length - LIMIT) : undos };
}

/** Replaces the current document; any change clears what could be redone. */
export function change<T>(h: History<T>, doc: T): History<T> {
  if (doc === h.current) return h;
  return { current: doc, undos: h.undos, redos: [] };
}

export function undo<T>(h: History<T>): History<T> {
  const undos = [...h.undos];
  while (undos.length > 0) {
    const e = undos.pop() as HistoryEntry<T>;
    if (e.doc === h.current) continue;
    return { current: e.doc, undos, redos: [...h.redos, { label: e.label, doc: h.current }] };
  }
  return h;
}

export function redo<T>(h: History<T>): History<T> {
  const e = h.redos[h.redos.length - 1];
  if (!e) return h;
  return {
    current: e.doc,
    undos: [...h.undos, { label: e.label, doc: h.current }],
    redos: h.redos.slice(0, -1),
  };
}

export const canUndo = <T>(h: History<T>) => h.undos.some((e) => e.doc !== h.current);
export const canRedo = <T>(h: History<T>) => h.redos.length > 0;
