// Zombie type ids known to the bundled packs (content/*/zombies.json), so maps placing unknown ones are refused.
const zombieFiles = import.meta.glob<{ types?: { id: string }[] }>("../../../../content/*/zombies.json", {
  import: "default",
  eager: true,
});

export function bundledZombieTypes(): string[] {
  const ids = new Set<string>();
  for (const file of Object.values(zombieFiles)) for (const t of file.types ?? []) ids.add(t.id);
  return [...ids].sort();
}
