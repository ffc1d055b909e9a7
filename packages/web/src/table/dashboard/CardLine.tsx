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

/** One inventory slot: the card's name, its attack numbers and door use, and an `unverified` mark. */
export function CardLine({ words, catalog, uid }: Props) {
  return (
    <li className={uid === null ? "slot empty" : "slot"}>
      <CardFace words={words} catalog={catalog} uid={uid} />
    </li>
  );
}

/** What a slot shows: the card (name, stats, `unverified`) or "empty". */
export function CardFace({ words, catalog, uid }: Props) {
  const { t } = useTranslation(TABLE_NS);
  if (uid === null) return <>{t("dashboard.emptySlot")}</>;
  const card = catalog.equipment[cardId(uid)];
  const stats = (card?.attacks ?? []).map((a) =>
    a.mode === "molotov"
      ? t("dashboard.molotov", { min: a.range[0], max: a.range[1] })
      : t("dashboard.attack", {
          mode: t(`dashboard.mode_${a.mode}`),
          min: a.range[0],
          max: a.range[1],
          dice: a.dice,
          accuracy: a.accuracy,
          damage: a.damage,
        }),
  );
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
