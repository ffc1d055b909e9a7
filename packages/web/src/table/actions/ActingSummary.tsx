import type { ZombicideView } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  /** The survivor the actions are for: the active one, else the one picked. */
  readonly survivor: string | null;
}

/**
 * One line above the actions: who acts, their Actions left, Wounds and what is in their Hands, with a button to
 * their whole card. Shown on a phone only (shell.css), where the survivor's card is far below the pinned actions.
 */
export function ActingSummary({ words, view, survivor }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const s = view.survivors.find((x) => x.id === survivor);
  if (!s) return null;
  const held = s.hands.filter((c): c is string => c !== null).map((c) => words.card(c));
  const showCard = () =>
    document.querySelector(".acting-dashboard")?.scrollIntoView({ behavior: "smooth", block: "start" });
  return (
    <p className="acting-summary" data-testid="acting-summary">
      <strong>{words.survivor(s.id)}</strong>
      {" · "}
      {view.turn.active === s.id
        ? t("shell.actionsLeft", { count: s.actionsLeft })
        : t("shell.turnNotStarted")}
      {" · "}
      {t("shell.wounds", { wounds: s.wounds, health: s.health })}
      {" · "}
      {held.length > 0 ? t("shell.handsNow", { cards: words.list(held) }) : t("shell.handsEmpty")}{" "}
      <button type="button" className="link-button" onClick={showCard}>
        {t("shell.seeCards")} ↓
      </button>
    </p>
  );
}
