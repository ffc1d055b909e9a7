import type { Seat } from "@horda/table";
import type { ItemKind, TokenKind, ZCommand, ZEvent } from "@horda/zurvivors";
import { currentCause } from "./cause.ts";
import { localText, seatName, tokenName, type Words } from "./words.ts";

export interface Choice {
  readonly command: ZCommand;
  readonly label: string;
}

/** What the viewer is asked now. Every choice is one of `legal`, and every legal command is a choice. */
export type Prompt =
  | { readonly kind: "none" }
  | { readonly kind: "place" }
  | { readonly kind: "actions"; readonly choices: readonly Choice[] }
  | {
      readonly kind: "decision";
      readonly decision: string;
      readonly title: string;
      readonly cause: string | null;
      readonly choices: readonly Choice[];
    };

type Option = {
  keep?: boolean;
  replace?: number;
  old?: TokenKind;
  seat?: Seat;
  item?: ItemKind;
  token?: TokenKind;
  use?: "grenade" | "pistol" | "none";
  ammo?: Seat;
};

function optionLabel(w: Words, kind: string, raw: unknown): string {
  if (typeof raw === "string") {
    return kind === "exchangeOne"
      ? w.t("choice.exchangeOne", { item: tokenName(w, raw as ItemKind) })
      : w.t("choice.token", { token: tokenName(w, raw as TokenKind) });
  }
  const o = (raw ?? {}) as Option;
  if (kind === "backpackFull") {
    return o.keep
      ? w.t("choice.keepBackpack")
      : w.t("choice.replace", { old: tokenName(w, o.old ?? "water"), slot: (o.replace ?? 0) + 1 });
  }
  if (kind === "defend") {
    if (o.use === "grenade") return w.t("choice.grenade", { name: seatName(w, o.seat ?? "") });
    if (o.use === "pistol")
      return w.t("choice.pistol", { name: seatName(w, o.seat ?? ""), ammo: seatName(w, o.ammo ?? "") });
    return w.t("choice.noWeapon");
  }
  const name = seatName(w, o.seat ?? "");
  if (o.item) return w.t("choice.targetCard", { name, item: tokenName(w, o.item) });
  if (o.token) return w.t("choice.targetToken", { name, token: tokenName(w, o.token) });
  return w.t("choice.targetSeat", { name });
}

function actionLabel(w: Words, c: ZCommand): string {
  if (c.type === "exchange") return w.t("action.exchange", { item: tokenName(w, c.item) });
  if (c.type === "ability") {
    const me = w.view.players.find((p) => p.seat === w.view.viewer);
    const card = w.view.set.survivors.cards.find((s) => s.id === me?.survivor);
    return w.t("action.ability", { text: card ? localText(card.ability.text, w.lang) : "" });
  }
  return w.t("action.endTurn");
}

/** The viewer's current question in words, built from the view's own pending decision and `legal`. */
export function promptFor(
  w: Words,
  legal: readonly ZCommand[],
  log: readonly { events: readonly ZEvent[] }[],
): Prompt {
  const mine = w.view.pending.find((d) => d.seat === w.view.viewer);
  if (!mine || legal.length === 0) return { kind: "none" };
  if (mine.kind === "place") return { kind: "place" };
  if (mine.kind === "actions")
    return {
      kind: "actions",
      choices: legal.map((command) => ({ command, label: actionLabel(w, command) })),
    };
  const options = mine.options ?? [];
  return {
    kind: "decision",
    decision: mine.kind,
    title: w.t(`decision.${mine.kind}`),
    cause: currentCause(w, log),
    choices: legal.map((command) => ({
      command,
      label: command.type === "choose" ? optionLabel(w, mine.kind, options[command.option]) : command.type,
    })),
  };
}
