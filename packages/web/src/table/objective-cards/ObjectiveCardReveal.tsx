import type { PendingDecision } from "@horda/table";
import {
  OBJECTIVE_CARDS,
  type ObjectiveCardsState,
  type ZombicideEvent,
  type ZombicideView,
} from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

type Card = NonNullable<ObjectiveCardsState["set"]>["cards"][number];

/** The mission's Objective set, as the view carries it (campaign missions; null otherwise). */
export function objectiveSet(view: Pick<ZombicideView, "slices">): ObjectiveCardsState["set"] {
  return (view.slices?.[OBJECTIVE_CARDS] as ObjectiveCardsState | undefined)?.set ?? null;
}

/** The cards read by the last step (a card, then the Note its option led to), in order. */
function revealed(
  events: readonly ZombicideEvent[],
): Extract<ZombicideEvent, { type: "ObjectiveCardRevealed" }>[] {
  return events.filter(
    (e): e is Extract<ZombicideEvent, { type: "ObjectiveCardRevealed" }> =>
      e.type === "ObjectiveCardRevealed",
  );
}

/**
 * Objective cards read to the whole table (advanced rules): each card the last step revealed, its number,
 * its text in the table's language and, while the team decides, its options.
 */
export const ObjectiveCardReveal = memo(function ObjectiveCardReveal({
  view,
  events,
  decision,
  words,
}: {
  readonly view: ZombicideView;
  readonly events: readonly ZombicideEvent[] | null;
  readonly decision: PendingDecision | undefined;
  readonly words: Words;
}) {
  const { t } = useTranslation(TABLE_NS);
  const set = objectiveSet(view);
  if (!set) return null;
  const byId = new Map(set.cards.map((c) => [c.id, c]));
  const choosing =
    decision?.kind === "objectiveChoice" ? String((decision.options as { card?: unknown }).card ?? "") : null;
  const shown: { card: Card; by: string | null }[] = revealed(events ?? []).flatMap((e) => {
    const card = byId.get(e.card);
    return card ? [{ card, by: e.survivor }] : [];
  });
  const pending = choosing ? byId.get(choosing) : undefined;
  if (pending && !shown.some((s) => s.card.id === pending.id)) shown.unshift({ card: pending, by: null });
  if (shown.length === 0) return null;
  return (
    <section className="objective-cards" aria-label={t("objectiveCard.title")} data-testid="objective-cards">
      {shown.map(({ card, by }) => (
        <article key={card.id} className="objective-card" data-card={card.id}>
          <h3>
            {t(card.note ? "objectiveCard.note" : "objectiveCard.card", { number: card.number })}
            {by ? ` · ${t("objectiveCard.takenBy", { survivor: words.survivor(by) })}` : ""}
          </h3>
          <p>{words.text(card.text)}</p>
          {card.choices.length > 0 && (
            <ul className="objective-choices">
              {card.choices.map((c) => (
                <li key={c.id}>{words.text(c.text)}</li>
              ))}
            </ul>
          )}
          {set.text === "horda" && <p className="objective-card-source">{t("objectiveCard.hordaText")}</p>}
        </article>
      ))}
    </section>
  );
});

/** The words of an Objective card option the team may choose (its text in the table's language). */
export function objectiveChoiceLabel(words: Words, decision: PendingDecision, choice: string): string | null {
  if (decision.kind !== "objectiveChoice") return null;
  const choices = (decision.options as { choices?: { id: string; text: { en: string; "pt-BR": string } }[] })
    .choices;
  const c = choices?.find((x) => x.id === choice);
  return c ? words.text(c.text) : null;
}
