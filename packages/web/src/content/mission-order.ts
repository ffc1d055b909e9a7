/** Numeric collation: "M2" before "M10", as the boxes number their missions. */
const collator = new Intl.Collator("en", { numeric: true });

/** Compares two mission ids or names number-wise ("fh-m9" before "fh-m10"). */
export const compareMissionIds = (a: string, b: string): number => collator.compare(a, b);

const DIFFICULTY = ["tutorial", "easy", "medium", "hard", "very-hard"];
const level = (difficulty: string) => {
  const i = DIFFICULTY.indexOf(difficulty);
  return i === -1 ? DIFFICULTY.length : i;
};

/** A box's missions in the order every mission list shows them: by number (M1, M2 … M10). */
export function inMissionOrder<T extends { readonly id: string }>(missions: readonly T[]): T[] {
  return [...missions].sort((a, b) => compareMissionIds(a.id, b.id));
}

/** A box's missions easiest first (tutorial to very hard, an unknown level last), each level by number. */
export function easiestFirst<T extends { readonly id: string; readonly difficulty: string }>(
  missions: readonly T[],
): T[] {
  return [...missions].sort(
    (a, b) => level(a.difficulty) - level(b.difficulty) || compareMissionIds(a.id, b.id),
  );
}
