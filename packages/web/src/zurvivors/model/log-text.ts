import type { Seat } from "@horda/table";
import type { TokenKind, ZEvent } from "@horda/zurvivors";
import {
  cardName,
  cityTitle,
  listNames,
  localText,
  placeName,
  seatName,
  tokenName,
  type Words,
} from "./words.ts";

type Fields = Record<string, unknown>;
const str = (f: Fields, k: string) => String(f[k] ?? "");
const seats = (f: Fields, k: string) => (Array.isArray(f[k]) ? (f[k] as Seat[]) : []);

function who(w: Words, f: Fields, k = "seat"): string {
  return seatName(w, str(f, k));
}

function revealed(w: Words, f: Fields): string {
  const cards = (f.cards ?? []) as { seat: Seat; card: string; escape: boolean; zombie: boolean }[];
  return cards
    .map((c) =>
      w.t(c.zombie ? "log.revealZombie" : "log.revealOne", {
        name: seatName(w, c.seat),
        card: cardName(w, c.card, c.zombie ? "red" : "blue"),
      }),
    )
    .join("; ");
}

/** One event as a sentence people can read, or null for bookkeeping nobody needs to see. */
export function eventText(w: Words, e: ZEvent): string | null {
  const f = e as unknown as Fields;
  const set = w.view.set;
  const name = who(w, f);
  const token = () => tokenName(w, str(f, "token") as TokenKind);
  switch (e.type) {
    case "PlaceItemsStarted":
      return w.t("log.placeStarted", {
        step: f.step,
        names: listNames(
          w,
          seats(f, "seats").map((s) => seatName(w, s)),
        ),
      });
    case "CardChosen":
      return w.t("log.chosen", { name });
    case "CardsRevealed":
      return w.t("log.revealed", { cards: revealed(w, f) });
    case "SurvivorEscaped": {
      const order = set.placement.cards.find((c) => c.id === f.placement)?.order;
      return w.t("log.escaped", { name, combo: Number(f.combo) + 1, order: order ?? "—" });
    }
    case "HandDealtOut":
      return Number(f.cards) > 0
        ? w.t("log.dealtOut", {
            name,
            count: Number(f.cards),
            names: listNames(
              w,
              seats(f, "to").map((s) => seatName(w, s)),
            ),
          })
        : null;
    case "CardExchanged":
      return w.t("log.exchanged", { name, count: seats(f, "cards").length, item: token() });
    case "AbilityUsed": {
      const card = set.survivors.cards.find((c) => c.id === f.survivor);
      return w.t("log.ability", { name, text: card ? localText(card.ability.text, w.lang) : "" });
    }
    case "TokenGained":
      return w.t("log.tokenGained", { name, token: token() });
    case "TokenUnavailable":
      return w.t("log.tokenUnavailable", { name, token: token() });
    case "TokenDeclined":
      return w.t("log.tokenDeclined", { name, token: token() });
    case "TokenReplaced":
      return w.t("log.tokenReplaced", {
        name,
        token: token(),
        old: tokenName(w, str(f, "old") as TokenKind),
      });
    case "TokenRemoved":
      return w.t("log.tokenRemoved", { name, target: who(w, f, "target"), token: token() });
    case "TokenStolen":
      return w.t("log.tokenStolen", { name, target: who(w, f, "target"), token: token() });
    case "TokenDiscarded":
      return w.t("log.tokenDiscarded", { name, token: token() });
    case "PlacedCardRemoved":
      return w.t("log.cardRemoved", { name, target: who(w, f, "target"), card: cardName(w, str(f, "card")) });
    case "PlacedCardDiscarded":
      return w.t("log.cardDiscarded", { name, card: cardName(w, str(f, "card")) });
    case "AbilityBlocked":
      return w.t(f.now ? "log.blockedNow" : "log.blockedNext", { name, target: who(w, f, "target") });
    case "NoTarget":
      return w.t("log.noTarget", { name });
    case "RewardActivated": {
      const level = set.rewards.cards.find((c) => c.id === f.reward)?.levels[Number(f.level)];
      return w.t("log.reward", {
        name,
        level: Number(f.level) + 1,
        text: level ? localText(level.text, w.lang) : "",
      });
    }
    case "ZombieIcon":
      return w.t(f.icon === "full" ? "log.iconFull" : "log.iconBroken");
    case "HordeAdvanced":
      return w.t("log.hordeAdvanced", { place: placeName(w, Number(f.to)) });
    case "HordeRetreated":
      return w.t("log.hordeRetreated", { place: placeName(w, Number(f.to)) });
    case "HordeCalled":
      return w.t("log.hordeCalled");
    case "SurvivorMoved":
      return w.t(f.direction === "rescue" ? "log.movedRescue" : "log.movedHorde", {
        name,
        place: placeName(w, Number(f.to)),
      });
    case "CityRevealed": {
      const card = set.city.cards.find((c) => c.id === f.card);
      const text = card ? localText(card.text, w.lang) : "";
      return w.t("log.cityRevealed", { name, city: cityTitle(text), text });
    }
    case "SurvivorRescued":
      return w.t("log.rescued", { name });
    case "SurvivorTransformed":
      return w.t("log.transformed", { name });
    case "WeaponUsed":
      return f.weapon === "grenade"
        ? w.t("log.grenade", { name })
        : w.t("log.pistol", { name, ammo: who(w, f, "ammoFrom") });
    case "WeaponNotUsed":
      return w.t("log.noWeapon", { name });
    case "ZombieAbility": {
      const card = set.survivors.cards.find((c) => c.id === f.survivor);
      return w.t("log.zombieAbility", { name, text: card ? localText(card.zombie.text, w.lang) : "" });
    }
    case "CardsPassed":
      return w.t("log.passed");
    case "CardsRanOut":
      return w.t("log.ranOut", {
        names: listNames(
          w,
          seats(f, "lastPlaced").map((s) => seatName(w, s)),
        ),
      });
    case "LastPlaced":
      return w.t("log.lastPlaced", { name });
    case "RoundEnded":
      return w.t("log.roundEnded", { round: f.round });
    case "RoundStarted":
      return w.t("log.roundStarted", { round: f.round, time: f.time, name: who(w, f, "firstPlayer") });
    case "GameEnded":
    case "ZombiesWon":
      return w.t("log.gameEnded");
    default:
      return null;
  }
}

export interface LogLine {
  readonly key: string;
  readonly seq: number;
  readonly text: string;
}

/** The whole game in sentences, oldest first. */
export function logLines(w: Words, log: readonly { seq: number; events: readonly ZEvent[] }[]): LogLine[] {
  return log.flatMap((entry) =>
    entry.events.flatMap((e, i) => {
      const text = eventText(w, e);
      return text ? [{ key: `${entry.seq}.${i}`, seq: entry.seq, text }] : [];
    }),
  );
}
