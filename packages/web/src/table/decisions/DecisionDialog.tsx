import type { PendingDecision } from "@horda/table";
import { moduleOfDecision, type ZombicideCommand, type ZombicideView } from "@horda/zombicide";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { commandWords } from "../actions/command-words.ts";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import { objectiveChoiceLabel } from "../objective-cards/ObjectiveCardReveal.tsx";
import { readingOptions } from "../words/field-reading.ts";
import type { Words } from "../words/words.ts";
import { DistributeCards } from "./DistributeCards.tsx";
import { KeepAnswerLabel } from "./KeepAnswerLabel.tsx";
import { KeepCardsLayout } from "./KeepCardsLayout.tsx";
import { rioDetails } from "./rio-details.ts";
import { WoundInfo } from "./WoundInfo.tsx";
import { woundOutlook } from "./wound-outlook.ts";

interface Props {
  readonly words: Words;
  readonly decision: PendingDecision;
  readonly seatName: string;
  /** The legal answers: every decision command the seat may send now. */
  readonly answers: readonly ZombicideCommand[];
  readonly onAnswer: (c: ZombicideCommand) => void;
  /** The game's view, for answers laid out on the survivor's slots (keeping found cards). */
  readonly view?: ZombicideView;
}

/** What the decision's options say, in the words of the module that raises it (`details.<kind>`), or null. */
function details(w: Words, d: PendingDecision): string | null {
  const found = moduleOfDecision(d.kind);
  const reading = found?.reading.details;
  if (!found || !reading) return rioDetails(w, d);
  const o = (d.options ?? {}) as Record<string, unknown>;
  return w.t(`details.${d.kind}`, readingOptions(w, reading, o, moduleNamespace(found.module.id)));
}

/** A decision's name in the words of the module that raises it (`decision.<kind>`); its kind otherwise. */
export function decisionName(w: Words, kind: string): string {
  const found = moduleOfDecision(kind);
  return found ? w.t(`decision.${kind}`, { ns: moduleNamespace(found.module.id), defaultValue: kind }) : kind;
}

/** Distributor's options, when the decision is one: laid out as one list per Spawn Zone, not every order. */
function distribution(d: PendingDecision): { zones: string[]; cards: string[] } | null {
  const o = (d.options ?? {}) as Record<string, unknown>;
  return d.kind === "distributeSpawnCards" && Array.isArray(o.zones) && Array.isArray(o.cards)
    ? { zones: o.zones as string[], cards: o.cards as string[] }
    : null;
}

/** A pending decision as a dialog listing its legal answers; focus goes to the first answer. */
export function DecisionDialog({ words, decision, seatName, answers, onAnswer, view }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  const kind = decisionName(words, decision.kind);
  const text = details(words, decision);
  const distributing = distribution(decision);
  const found = foundCards(decision);
  const wounded = woundChoices(decision);
  // An answer that loses the game is asked again before it is sent.
  const [confirming, setConfirming] = useState<ZombicideCommand | null>(null);
  const loses = (c: ZombicideCommand) =>
    view !== undefined &&
    wounded !== null &&
    typeof c.survivor === "string" &&
    woundOutlook(view, c.survivor) === "lost";
  const answer = (c: ZombicideCommand) => (loses(c) ? setConfirming(c) : onAnswer(c));
  return (
    <div
      className="decision"
      role="dialog"
      aria-modal="false"
      aria-labelledby="decision-title"
      data-testid="decision"
    >
      <h2 id="decision-title">{t("decision.title", { kind })}</h2>
      <p>{t("decision.forSeat", { seat: seatName })}</p>
      {text && <p>{text}</p>}
      {view && wounded && <WoundInfo words={words} view={view} survivors={wounded} />}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby="confirm-loss"
          className="confirm-loss"
          data-testid="confirm-loss"
        >
          <p id="confirm-loss" className="error">
            {t("woundInfo.confirm", { answer: commandWords(words, confirming) })}
          </p>
          <button type="button" onClick={() => onAnswer(confirming)}>
            {t("woundInfo.yes")}
          </button>{" "}
          <button type="button" onClick={() => setConfirming(null)}>
            {t("woundInfo.no")}
          </button>
        </div>
      )}
      {distributing ? (
        <DistributeCards
          words={words}
          zones={distributing.zones}
          cards={distributing.cards}
          answers={answers}
          onAnswer={onAnswer}
        />
      ) : (
        <ul className="action-list">
          {answers.map((c, i) => (
            <li key={JSON.stringify(c)}>
              <button
                type="button"
                ref={i === 0 ? first : undefined}
                data-shortcut={i < 9 ? i + 1 : undefined}
                onClick={() => answer(c)}
              >
                {view && found && c.type === "keepCards" ? (
                  <KeepAnswerLabel
                    words={words}
                    view={view}
                    survivor={found.survivor}
                    found={found.cards}
                    command={c}
                  />
                ) : (
                  (c.type === "chooseObjectiveOption" &&
                    objectiveChoiceLabel(words, decision, String(c.choice))) ||
                  commandWords(words, c)
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {view && found && (
        <KeepCardsLayout
          words={words}
          view={view}
          survivor={found.survivor}
          cards={found.cards}
          onAnswer={onAnswer}
        />
      )}
    </div>
  );
}

/** The survivor and the cards of a keepCards decision, when it is one. */
function foundCards(d: PendingDecision): { survivor: string; cards: string[] } | null {
  const o = (d.options ?? {}) as Record<string, unknown>;
  return d.kind === "keepCards" && typeof o.survivor === "string" && Array.isArray(o.cards)
    ? { survivor: o.survivor, cards: o.cards as string[] }
    : null;
}

/** The survivors a zombieWound decision lets the players choose among, when it is one. */
function woundChoices(d: PendingDecision): string[] | null {
  const o = (d.options ?? {}) as Record<string, unknown>;
  return d.kind === "zombieWound" && Array.isArray(o.survivors) ? (o.survivors as string[]) : null;
}
