import type { ZombicideCommand } from "@horda/zombicide";

/**
 * Commands whose `path` lists the zones entered, picked zone by zone on the board: a car's Drive (§5), and the
 * skill moves (Sprint, Jump, Charge, Blitz, Bloodlust...: §10), a dog sent up to 3 Zones (Canine Companions).
 */
export const PATH_COMMANDS: ReadonlySet<string> = new Set(["drive", "skillMove", "dogMove"]);

export const pathOf = (c: ZombicideCommand): readonly string[] =>
  Array.isArray(c.path) ? (c.path as string[]) : [];

const startsWith = (path: readonly string[], route: readonly string[]) =>
  route.length <= path.length && route.every((z, i) => path[i] === z);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && startsWith(a, b);

/**
 * Zones a click may pick next: the next zone of every path that goes on from the route so far, and the
 * route's last zone when the route is itself a whole path (a second click there stops: a Slow Drive).
 */
export function routeTargets(commands: readonly ZombicideCommand[], route: readonly string[]): string[] {
  const out = new Set<string>();
  for (const c of commands) {
    const p = pathOf(c);
    if (p.length > route.length && startsWith(p, route)) out.add(p[route.length] as string);
  }
  const last = route[route.length - 1];
  if (last !== undefined && commands.some((c) => same(pathOf(c), route))) out.add(last);
  return [...out];
}

/** What a click on `zone` does: send a whole path, go on picking with a longer route, or nothing. */
export type RouteStep =
  | { readonly kind: "send"; readonly command: ZombicideCommand }
  | { readonly kind: "extend"; readonly route: readonly string[] }
  | { readonly kind: "none" };

export function routeClick(
  commands: readonly ZombicideCommand[],
  route: readonly string[],
  zone: string,
): RouteStep {
  const exact = (r: readonly string[]) => commands.find((c) => same(pathOf(c), r));
  if (route.length > 0 && zone === route[route.length - 1]) {
    const c = exact(route);
    return c ? { kind: "send", command: c } : { kind: "none" };
  }
  const next = [...route, zone];
  const reach = commands.filter((c) => startsWith(pathOf(c), next));
  if (reach.length === 0) return { kind: "none" };
  const goesOn = reach.some((c) => pathOf(c).length > next.length);
  const c = exact(next);
  if (!goesOn && c) return { kind: "send", command: c };
  return { kind: "extend", route: next };
}
