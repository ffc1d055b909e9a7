/** A mission's spawn band (`decks.spawnBand`): which Zombie cards of the deck it plays with. */
export type SpawnBand = "easier" | "harder" | "both";

/** Whether a Zombie card number is in the band: #001-#018 easier, #019-#036 harder, later cards always. */
export function inSpawnBand(card: string, band: SpawnBand): boolean {
  const n = Number.parseInt(card, 10);
  if (band === "both" || !Number.isFinite(n) || n > 36) return true;
  return band === "easier" ? n <= 18 : n >= 19;
}
