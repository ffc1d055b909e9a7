import type { ObjectiveCard, ObjectiveSet } from "@horda/content";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import {
  addObjectiveCard,
  cardRulesJson,
  newObjectiveSet,
  objectiveSetProblems,
  removeObjectiveCard,
  setCardNumber,
  setCardRules,
  setCardText,
} from "../mission/objective-cards.ts";
import type { MissionFields } from "../model/records.ts";

interface Props {
  readonly mission: MissionFields;
  readonly set: (patch: Partial<MissionFields>) => void;
}

/**
 * A campaign mission's Objective cards, for owners of the box: the printed texts typed in (the set becomes the
 * owner's words), each card's number, and what it does and where it lies as JSON; checked like a pack.
 */
export function ObjectiveCardsForm({ mission, set }: Props) {
  const { t } = useTranslation(EDITOR_NS);
  const cards = mission.objectiveCards;
  const put = (objectiveCards: ObjectiveSet | undefined) => set({ objectiveCards });
  const problems = cards ? objectiveSetProblems(cards) : [];
  return (
    <fieldset data-testid="objective-cards">
      <legend>{t("objectiveCards.title")}</legend>
      {!cards && (
        <button
          type="button"
          onClick={() => set({ objectiveCards: newObjectiveSet(), objectiveAdrenaline: 0 })}
        >
          {t("objectiveCards.start")}
        </button>
      )}
      {cards && (
        <>
          <p className="hint" data-testid="objective-cards-words">
            {t(cards.text === "owner" ? "objectiveCards.ownerWords" : "objectiveCards.hordaWords")}
          </p>
          {cards.cards.map((c, i) => (
            <CardRow
              key={c.id}
              card={c}
              index={i}
              onChange={put}
              cards={cards}
              onRemove={() => put(removeObjectiveCard(cards, i))}
            />
          ))}
          <button type="button" onClick={() => put(addObjectiveCard(cards))}>
            {t("objectiveCards.add")}
          </button>
          {problems.length > 0 && (
            <ul role="alert" className="ed-error" data-testid="objective-cards-problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}

function CardRow(p: {
  card: ObjectiveCard;
  index: number;
  cards: ObjectiveSet;
  onChange: (s: ObjectiveSet) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const { card, index, cards, onChange } = p;
  const [rules, setRules] = useState(() => cardRulesJson(card));
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => setRules(cardRulesJson(card)), [card]);
  const commitRules = () => {
    const r = setCardRules(cards, index, rules);
    setBad(r.ok ? null : r.error);
    if (r.ok) onChange(r.value);
  };
  return (
    <div className="ed-objective-card" data-testid={`objective-card-${card.id}`}>
      <label className="ed-field">
        <span>{t("objectiveCards.number")}</span>{" "}
        <input
          type="number"
          min={1}
          max={999}
          value={card.number}
          onChange={(e) => onChange(setCardNumber(cards, index, Math.trunc(Number(e.target.value) || 0)))}
        />
      </label>
      {(["en", "pt-BR"] as const).map((lang) => (
        <label key={lang} className="ed-field">
          <span>{t(lang === "en" ? "objectiveCards.textEn" : "objectiveCards.textPt")}</span>{" "}
          <textarea
            value={card.text[lang]}
            onChange={(e) => onChange(setCardText(cards, index, lang, e.target.value))}
          />
        </label>
      ))}
      <label className="ed-field">
        <span>{t("objectiveCards.rules")}</span>{" "}
        <textarea
          className="ed-json"
          rows={6}
          value={rules}
          onChange={(e) => setRules(e.target.value)}
          onBlur={commitRules}
        />
      </label>
      {bad && (
        <p role="alert" className="ed-error">
          {t("objectiveCards.badJson", { message: bad })}
        </p>
      )}
      <button type="button" onClick={p.onRemove}>
        {t("mission.remove")}
      </button>
    </div>
  );
}
