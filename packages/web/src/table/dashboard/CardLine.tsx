import type { ZombicideView } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import { cardId, type Words } from "../words/words.ts";
import { UnverifiedMark } from "./UnverifiedMark.tsx";

interface Props {
  readonly words: Words;
  readonly catalog: ZombicideView["survivorCatalog"];
  readonly uid: string | null;
}

/** What the card is, for the slot's look: a spell, an enchantment, armour, or anything else. */
export function cardRole(card: ZombicideView["survivorCatalog"]["equipment"][string] | undefined): string {
  if (card?.spell === "combat") return "spell";
  if (card?.spell === "enchantment") return "enchantment";
  if (card?.armour) return card.armour.shield ? "shield" : "armour";
  if (card?.traits?.includes("dragon-bile") || card?.traits?.includes("torch")) return "fire";
  return "other";
}

/** One inventory slot: the card's name, its attack numbers and door use, and an `unverified` mark. */
export function CardLine({ words, catalog, uid }: Props) {
  const role = uid === null ? null : cardRole(catalog.equipment[cardId(uid)]);
  return (
    <li className={uid === null ? "slot empty" : `slot slot-${role}`}>
      <CardFace words={words} catalog={catalog} uid={uid} />
    </li>
  );
}

/** A range as printed: "0" for a weapon that reaches its own zone only, "1-3" otherwise. */
const rangeText = ([min, max]: readonly [number, number]) => (min === max ? String(min) : `${min}-${max}`);

/**
 * What a slot shows: the card (name, stats, `unverified`) or "empty". Black Plague's cards say what they are: a
 * combat spell fired by the Magic Action, an enchantment, armour or a shield and its roll, Dragon Bile, a Torch.
 */
export function CardFace({ words, catalog, uid }: Props) {
  const { t } = useTranslation(TABLE_NS);
  if (uid === null) return <>{t("dashboard.emptySlot")}</>;
  const card = catalog.equipment[cardId(uid)];
  const torch = card?.traits?.includes("torch") === true;
  const stats = (card?.attacks ?? []).map((a) =>
    a.mode === "molotov"
      ? t(torch ? "dashboard.torch" : "dashboard.molotov", { range: rangeText(a.range) })
      : t("dashboard.attack", {
          mode: t(card?.spell === "combat" ? "dashboard.mode_spell" : `dashboard.mode_${a.mode}`),
          range: rangeText(a.range),
          dice: a.dice,
          count: a.dice,
          accuracy: a.accuracy,
          damage: a.damage,
        }),
  );
  if (torch && stats.length === 0) stats.push(t("dashboard.torch", { range: rangeText([0, 1]) }));
  if (card?.traits?.includes("dragon-bile")) stats.push(t("dashboard.bile"));
  if (card?.spell === "enchantment") stats.push(t("dashboard.enchantment"));
  if (card?.armour)
    stats.push(t(card.armour.shield ? "dashboard.shield" : "dashboard.armour", { value: card.armour.value }));
  if (card?.door)
    stats.push(t("dashboard.opensDoors") + (card.door.noisy ? ` (${t("dashboard.noisy")})` : ""));
  return (
    <>
      <strong>{words.card(uid)}</strong>
      {card?.unverified && <UnverifiedMark />}
      {stats.length > 0 && <span className="card-stats">{stats.join("; ")}</span>}
    </>
  );
}
