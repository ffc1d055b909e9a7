import type { MissionFile } from "../schema/missions.ts";
import { type ContentError, contentError } from "./content-error.ts";

/**
 * Checks what a schema cannot: names used inside a mission exist in it. Map tokens named by rules and
 * counters named by rules, goals and lose conditions must be declared; player counts must make sense.
 * Whether the map compiles is the Zombicide compiler's question (`horda validate` asks it).
 */
export function checkMission(m: MissionFile, file: string): ContentError[] {
  const out: ContentError[] = [];
  const tokenIds = new Set(m.map.tokens.map((t, i) => t.id ?? `${t.kind}-${i + 1}`));
  const counters = new Set(Object.keys(m.counters));
  if (m.players.min > m.players.max) {
    out.push(
      contentError(file, `players.min (${m.players.min}) is more than players.max (${m.players.max})`, {
        path: "$.players",
      }),
    );
  }
  const needToken = (id: string, path: string) => {
    if (!tokenIds.has(id)) out.push(contentError(file, `no map token with id "${id}"`, { path }));
  };
  const needCounter = (id: string, path: string) => {
    if (!counters.has(id))
      out.push(contentError(file, `counter "${id}" is not declared in $.counters`, { path }));
  };
  m.rules.forEach((r, i) => {
    if (r.on.event === "survivorEntersZone") needToken(r.on.token, `$.rules[${i}].on.token`);
    if (r.on.event === "counterReached") needCounter(r.on.counter, `$.rules[${i}].on.counter`);
    r.do.forEach((e, j) => {
      if (e.effect === "spawnZombies") needToken(e.token, `$.rules[${i}].do[${j}].token`);
      if (e.effect === "addToCounter") needCounter(e.counter, `$.rules[${i}].do[${j}].counter`);
    });
  });
  checkObjectiveCards(m, file, needToken, needCounter, out);
  m.goals.forEach((g, i) => {
    if (g.goal === "counter") needCounter(g.counter, `$.goals[${i}].counter`);
  });
  m.lose.forEach((l, i) => {
    if (l.condition === "counter") needCounter(l.counter, `$.lose[${i}].counter`);
  });
  for (const key of Object.keys(m.settings ?? {}))
    if (!m.modules.includes(key))
      out.push(
        contentError(
          file,
          `settings for module "${key}", which the mission does not switch on in $.modules`,
          {
            path: `$.settings.${key}`,
          },
        ),
      );
  const ids = new Set<string>();
  m.rules.forEach((r, i) => {
    if (ids.has(r.id))
      out.push(contentError(file, `special rule id "${r.id}" is used twice`, { path: `$.rules[${i}].id` }));
    ids.add(r.id);
  });
  if (!m.map.tokens.some((t) => t.kind === "start")) {
    out.push(
      contentError(file, 'the map has no survivor starting zone (a token of kind "start")', {
        path: "$.map.tokens",
      }),
    );
  }
  return out;
}

/**
 * Objective cards (campaign missions): each lies on an objective token of the map; taking one gives no AP
 * unless the card says so, so the mission's `objectiveAdrenaline` is 0; effects name tokens and counters the
 * mission has.
 */
function checkObjectiveCards(
  m: MissionFile,
  file: string,
  needToken: (id: string, path: string) => void,
  needCounter: (id: string, path: string) => void,
  out: ContentError[],
): void {
  const set = m.objectiveCards;
  if (!set) return;
  if (m.objectiveAdrenaline !== 0)
    out.push(
      contentError(
        file,
        "taking an Objective card gives no AP unless the card says so: objectiveAdrenaline must be 0 (a card's `ap` gives AP)",
        { path: "$.objectiveAdrenaline" },
      ),
    );
  set.cards.forEach((c, i) => {
    const at = `$.objectiveCards.cards[${i}]`;
    if (c.token) {
      needToken(c.token, `${at}.token`);
      const token = m.map.tokens.find((t, k) => (t.id ?? `${t.kind}-${k + 1}`) === c.token);
      if (token && token.kind !== "objective")
        out.push(contentError(file, `token "${c.token}" is not an objective token`, { path: `${at}.token` }));
    }
    const effects = [
      ...c.do.map((e, j) => [e, `${at}.do[${j}]`] as const),
      ...c.choices.flatMap((ch, k) => ch.do.map((e, j) => [e, `${at}.choices[${k}].do[${j}]`] as const)),
    ];
    for (const [e, path] of effects) {
      if (e.effect === "spawnZombies") needToken(e.token, `${path}.token`);
      if (e.effect === "addToCounter") needCounter(e.counter, `${path}.counter`);
    }
  });
}
