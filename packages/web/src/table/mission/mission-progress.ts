import type { MissionGoal, SpecialRule } from "@horda/content";
import { boardOf, type ZombicideState, type ZombicideView } from "@horda/zombicide";
import { counterName } from "../words/counter-name.ts";
import type { Words } from "../words/words.ts";

/** One line of the mission panel: what to do (or what loses the game) and where the table stands now. */
export interface ProgressLine {
  readonly key: string;
  readonly text: string;
  /** A goal reached, a special rule that fired; null: a lose condition (never "done"). */
  readonly done: boolean | null;
}

type Mission = NonNullable<ZombicideView["mission"]>;
const asState = (v: ZombicideView) => v as unknown as ZombicideState;

function objectives(view: ZombicideView, colour: string | undefined) {
  const tokens = boardOf(asState(view)).tokens.filter(
    (t) => t.kind === "objective" && (colour === undefined || String(t.props.colour ?? "red") === colour),
  );
  const taken = tokens.filter((t) => view.objectivesTaken.includes(t.id)).length;
  return { taken, total: tokens.length };
}

function goalText(w: Words, view: ZombicideView, m: Mission, g: MissionGoal): string {
  const t = w.t;
  switch (g.goal) {
    case "takeObjectives": {
      const { taken, total } = objectives(view, g.colour);
      const of = g.count === "all" ? total : g.count;
      const colour = g.colour ? t(`event.objectivesColour_${g.colour}`, { defaultValue: g.colour }) : "";
      return t(colour ? "mission.goalObjectivesColour" : "mission.goalObjectives", { taken, of, colour });
    }
    case "reachExit": {
      const out = view.survivors.filter((s) => s.escaped).length;
      const lost = view.survivors.filter((s) => s.eliminated).length;
      // "All" is every survivor; those who fell are named, since only the others still have to get out.
      const of = g.survivors === "all" ? view.survivors.length : g.survivors;
      let text =
        g.survivors === "all" ? t("mission.goalExitAll", { out, of }) : t("mission.goalExit", { out, of });
      if (g.survivors === "all" && lost > 0) text = `${text} ${t("mission.goalExitLost", { count: lost })}`;
      return g.noAbomination ? `${text} ${t("mission.noAbomination")}` : text;
    }
    case "killZombies": {
      const kills =
        g.zombie === undefined ? Object.values(m.kills).reduce((a, b) => a + b, 0) : (m.kills[g.zombie] ?? 0);
      const what = g.zombie ? w.zombieType(g.zombie, 2).replace(/^\d+\s*×?\s*/, "") : t("mission.zombies");
      return t("mission.goalKill", { kills: Math.min(kills, g.count), of: g.count, what });
    }
    case "surviveRounds":
      return t("mission.goalRounds", { rounds: g.rounds, round: Math.min(view.turn.round, g.rounds) });
    case "counter": {
      const value = m.counters[g.counter] ?? 0;
      // A goal that says itself (a Note to read, a card to take) needs no count when it is met all at once.
      if (g.text)
        return g.value === 1
          ? w.text(g.text)
          : `${w.text(g.text)}: ${t("mission.count", { value, of: g.value })}`;
      return t("mission.goalCounter", { counter: counterName(t, g.counter), value, of: g.value });
    }
  }
}

/** The goals with their progress now ("Take the Objectives: 2 of 3"), each marked when reached. */
export function goalLines(w: Words, view: ZombicideView): ProgressLine[] {
  const m = view.mission;
  if (!m) return [];
  return m.goals.map((g, i) => ({
    key: `goal-${i}`,
    text: goalText(w, view, m, g),
    done: m.goalsReached.includes(i),
  }));
}

/** What loses the game, with where the table stands ("Round 9 ends: now round 4"). */
export function loseLines(w: Words, view: ZombicideView): ProgressLine[] {
  const m = view.mission;
  if (!m) return [];
  const t = w.t;
  const out: ProgressLine[] = [];
  // Where the mission lets survivors fall, the game is still lost once nobody is left to meet the goals.
  out.push({
    key: "lose-core",
    text: t(m.allowEliminations ? "mission.loseNobody" : "mission.loseAnyone"),
    done: null,
  });
  const eliminated = view.survivors.filter((s) => s.eliminated).length;
  m.lose.forEach((l, i) => {
    const key = `lose-${i}`;
    if (l.condition === "roundLimit")
      out.push({ key, text: t("mission.loseRound", { round: l.round, now: view.turn.round }), done: null });
    else if (l.condition === "survivorsEliminated")
      out.push({ key, text: t("mission.loseEliminated", { count: l.count, now: eliminated }), done: null });
    else
      out.push({
        key,
        text: t("mission.loseCounter", {
          counter: counterName(t, l.counter),
          value: l.value,
          now: m.counters[l.counter] ?? 0,
        }),
        done: null,
      });
  });
  return out;
}

function effectText(w: Words, e: SpecialRule["do"][number]): string {
  const t = w.t;
  switch (e.effect) {
    case "unlockDoors":
    case "openDoors":
      return t(`mission.effect_${e.effect}`, { colour: t(`event.colour_${e.colour}`) });
    case "activateSpawns":
    case "deactivateSpawns":
      return t(`mission.effect_${e.effect}`, { colour: t(`event.colour_${e.colour}`) });
    case "addAdrenaline":
      return t(`mission.effect_addAdrenaline_${e.to}`, { amount: e.amount, context: w.points });
    case "addToCounter":
      return t("mission.effect_addToCounter", { counter: counterName(t, e.counter), amount: e.amount });
    case "spawnZombies":
      return t("mission.effect_spawnZombies", { zombies: w.zombieType(e.zombie, e.count) });
    case "message":
      return w.text(e.text);
    case "win":
      return t("mission.effect_win");
    case "lose":
      return t("mission.effect_lose");
  }
}

/** The effects in short: a message is left out (it shows among the mission events when the rule fires). */
function shortEffects(w: Words, r: SpecialRule): string {
  const shown = r.do.filter((e) => e.effect !== "message");
  return shown.length > 0 ? shown.map((e) => effectText(w, e)).join("; ") : w.t("mission.effect_message");
}

function triggerText(w: Words, r: SpecialRule): string {
  const on = r.on;
  const t = w.t;
  switch (on.event) {
    case "objectiveTaken":
    case "allObjectivesTaken":
      return on.colour
        ? t(`mission.on_${on.event}_colour`, { colour: t(`event.colour_${on.colour}`) })
        : t(`mission.on_${on.event}`);
    case "doorOpened":
      return on.colour
        ? t("mission.on_doorOpened_colour", { colour: t(`event.colour_${on.colour}`) })
        : t("mission.on_doorOpened");
    case "roundStart":
    case "roundEnd":
      return t(`mission.on_${on.event}`, { round: on.round });
    case "zombieKilled":
      return on.zombie
        ? t("mission.on_zombieKilled_type", { zombie: w.zombieType(on.zombie, 1).replace(/^1\s*×?\s*/, "") })
        : t("mission.on_zombieKilled");
    case "counterReached":
      return t("mission.on_counterReached", { counter: counterName(t, on.counter), value: on.value });
    default:
      return t(`mission.on_${on.event}`);
  }
}

/** The special rules in short ("When the blue Objective is taken: the blue doors unlock"), fired ones marked. */
export function ruleLines(w: Words, view: ZombicideView): ProgressLine[] {
  const m = view.mission;
  if (!m) return [];
  return m.rules.map((r) => ({
    key: `rule-${r.id}`,
    text: w.t("mission.rule", {
      when: triggerText(w, r),
      effects: shortEffects(w, r),
    }),
    done: m.fired.includes(r.id) && !r.repeat,
  }));
}
