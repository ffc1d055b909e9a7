import type { ZEvent } from "@horda/zurvivors";
import { boxKeyFor } from "./placement.ts";
import { localText, type Words } from "./words.ts";

/**
 * The card text being carried out now, read from the latest event that starts an effect (an ability, a
 * reward, a city card, a zombie ability, a placement card). Dialogs show it so a choice has its reason.
 */
export function currentCause(w: Words, log: readonly { events: readonly ZEvent[] }[]): string | null {
  const set = w.view.set;
  for (let i = log.length - 1; i >= 0; i--) {
    const events = log[i]!.events;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      switch (e.type) {
        case "AbilityUsed": {
          const card = set.survivors.cards.find((c) => c.id === e.survivor);
          return card ? localText(card.ability.text, w.lang) : null;
        }
        case "ZombieAbility": {
          const card = set.survivors.cards.find((c) => c.id === e.survivor);
          return card ? localText(card.zombie.text, w.lang) : null;
        }
        case "RewardActivated": {
          const level = set.rewards.cards.find((c) => c.id === e.reward)?.levels[e.level as number];
          return level ? localText(level.text, w.lang) : null;
        }
        case "CityRevealed": {
          const card = set.city.cards.find((c) => c.id === e.card);
          return card ? localText(card.text, w.lang) : null;
        }
        case "SurvivorEscaped":
        case "LastPlaced": {
          const card = set.placement.cards.find((c) => c.id === e.placement);
          const box = card?.boxes[boxKeyFor(w.view.seats.length)];
          return box ? localText(box.text, w.lang) : null;
        }
        case "HordeAdvanced":
          return w.t("cause.horde");
        case "RoundStarted":
        case "CardsRevealed":
          return null;
      }
    }
  }
  return null;
}
