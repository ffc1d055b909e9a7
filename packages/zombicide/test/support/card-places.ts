import { isTask, type ZombicideState } from "@horda/zombicide";

/** Every equipment card uid of the state, wherever it is: decks, inventories, cards found and not yet kept. */
export function equipmentCards(state: ZombicideState): string[] {
  const out: string[] = [];
  for (const d of [state.equipmentDeck, state.epicDeck, ...Object.values(state.moduleDecks ?? {})])
    out.push(...d.draw, ...d.discard);
  for (const s of state.survivors) {
    for (const h of s.hands) if (h !== null) out.push(h);
    out.push(...s.backpack);
    if (s.body) out.push(s.body);
  }
  // Toxic City Mall: cards hidden under a car.
  for (const c of state.cars ?? []) out.push(...(c.stash ?? []));
  // Canine Companions: the card a dog holds in its mouth (found by its Search).
  const held = (state.slices?.canine as { held?: Record<string, string> } | undefined)?.held ?? {};
  out.push(...Object.values(held));
  // Black Plague: the Vault artefacts still lying on their tokens in the Vaults.
  const artefacts =
    (state.slices?.["vault-artefacts"] as { on?: Record<string, string> } | undefined)?.on ?? {};
  out.push(...Object.values(artefacts));
  for (const p of state.pending) {
    const cards = (p.options as { cards?: unknown } | null)?.cards;
    if (p.kind === "keepCards" && Array.isArray(cards)) out.push(...(cards as string[]));
  }
  return out.sort();
}

/** Every Zombie and Abomination card: decks, Abominations on the board, cards dealt by a Distributor. */
export function zombieCards(state: ZombicideState): string[] {
  return [
    ...state.zombieDeck.draw,
    ...state.zombieDeck.discard,
    ...state.abominationDeck.draw,
    ...state.abominationDeck.discard,
    ...state.zombies.flatMap((z) => (z.card === undefined ? [] : [z.card])),
    // Distributor (§10): Zombie cards drawn, waiting to be assigned or to be played by their spawn task.
    ...state.pending.flatMap((p) =>
      p.kind === "distributeSpawnCards" ? ((p.options as { cards?: string[] }).cards ?? []) : [],
    ),
    ...state.zombieWork.flatMap((t) => (isTask(t, "spawn") && t.card ? [t.card] : [])),
  ].sort();
}
