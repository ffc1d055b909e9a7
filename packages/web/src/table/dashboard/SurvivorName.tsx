import {
  KNOCK_OUT,
  type KnockOutState,
  RESURRECTION,
  type ResurrectionState,
  type ZombicideView,
} from "@horda/zombicide";
import type { TFunction } from "i18next";
import { moduleNamespace } from "../i18n/module-words.ts";

/** A survivor's name as the card's heading: a button when the survivor may be chosen to act now. */
export function SurvivorName({
  id,
  name,
  selected,
  onSelect,
}: {
  readonly id: string;
  readonly name: string;
  readonly selected: boolean;
  readonly onSelect?: ((survivor: string) => void) | undefined;
}) {
  return (
    <h3 id={`survivor-${id}`}>
      {onSelect ? (
        <button type="button" aria-pressed={selected} onClick={() => onSelect(id)}>
          {name}
        </button>
      ) : (
        name
      )}
    </h3>
  );
}

/**
 * Why a survivor takes no more turns (KOed and waiting to be taken, lying down until it rises as a Zombivor,
 * eliminated, escaped, done this round), or null
 * while it still plays.
 */
export function survivorStateWord(
  t: TFunction,
  view: ZombicideView,
  s: ZombicideView["survivors"][number],
): string | null {
  const ko = view.slices?.[KNOCK_OUT] as KnockOutState | undefined;
  const down = ko?.down?.[s.id];
  if (down) return t("note.knockedOut", { ns: moduleNamespace(KNOCK_OUT), round: down.deadline });
  // Taken while KOed: out of this mission, alive (not eliminated).
  if (ko?.rescued?.includes(s.id)) return t("note.rescued", { ns: moduleNamespace(KNOCK_OUT) });
  // The Resurrection mode: fallen to the zombies, it rises at the next round (not out of the game).
  if ((view.slices?.[RESURRECTION] as ResurrectionState | undefined)?.down?.includes(s.id))
    return t("note.lyingDown", { ns: moduleNamespace(RESURRECTION) });
  if (s.eliminated) return t("dashboard.eliminated");
  if (s.escaped) return t("dashboard.escaped");
  if (s.done) return t("dashboard.done");
  return null;
}
