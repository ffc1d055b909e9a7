import { BREAK as BREAK_FACE, type ZombicideEvent } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { moduleNamespace } from "../i18n/module-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";

/** The All-Out dice's words: the red dice and their Breaks (modules/advanced/all-out/play-words.ts). */
const ALL_OUT = moduleNamespace("all-out");

type Roll =
  | Extract<ZombicideEvent, { type: "DiceRolled" }>
  | Extract<ZombicideEvent, { type: "DiceRerolled" }>;

const FACES = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
/** The All-Out die's Break face (it replaces the 1), drawn as a broken mark of our own. */
const BREAK_GLYPH = "✖";

/** The car whose attack `roll` is (2E's Car Attack, the classic run-over): the last car event before it. */
function carOf(events: readonly ZombicideEvent[], roll: Roll): string | undefined {
  if (roll.type !== "DiceRolled" || roll.weapon !== "car") return undefined;
  const before = events.slice(0, events.indexOf(roll)).reverse();
  const car = before.find((e) => typeof (e as { car?: unknown }).car === "string") as
    | { car: string }
    | undefined;
  return car?.car;
}

/** The last roll of a step as dice: each die's face and value, hits marked. */
export const DiceRoll = memo(function DiceRoll({
  events,
  words,
}: {
  readonly events: readonly ZombicideEvent[];
  readonly words: Words;
}) {
  const { t } = useTranslation(TABLE_NS);
  const rolls = events.filter((e): e is Roll => e.type === "DiceRolled" || e.type === "DiceRerolled");
  const roll = rolls[rolls.length - 1];
  if (!roll) return null;
  const accuracy =
    roll.type === "DiceRolled"
      ? roll.accuracy
      : (events.find((e) => e.type === "DiceRolled") as Roll & { accuracy?: number })?.accuracy;
  const bonus = roll.type === "DiceRolled" ? roll.rollBonus : 0;
  const hit = (d: number) => accuracy !== undefined && d >= 2 && d + bonus >= accuracy;
  // Red All-Out dice keep their faces through a re-roll: they come from the last DiceRolled.
  const first = [...rolls].reverse().find((e) => e.type === "DiceRolled");
  const red = first?.type === "DiceRolled" ? (first.redDice ?? []) : [];
  const breaks = red.filter((d) => d === BREAK_FACE).length;
  const car = carOf(events, roll);
  return (
    <figure className="dice" data-testid="dice">
      <figcaption>
        <strong data-testid="dice-whose">
          {car
            ? t("dice.whoseCar", { survivor: words.survivor(roll.survivor), car: words.car(car) })
            : roll.type === "DiceRolled"
              ? t("dice.whose", { survivor: words.survivor(roll.survivor), weapon: words.card(roll.weapon) })
              : t("dice.whoseReroll", { survivor: words.survivor(roll.survivor) })}
        </strong>{" "}
        {accuracy === undefined
          ? t("dice.rollPlain", { dice: roll.dice.join(" "), hits: roll.hits, count: roll.hits })
          : t("dice.roll", { dice: roll.dice.join(" "), hits: roll.hits, count: roll.hits, accuracy })}
      </figcaption>
      <ul>
        {roll.dice.map((d, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the roll.
            key={i}
            className={`die${hit(d) ? " hit" : " miss"}`}
            aria-label={t("dice.die", { value: d, result: t(hit(d) ? "dice.hit" : "dice.miss") })}
          >
            <span aria-hidden="true">{FACES[d - 1] ?? d}</span>
            <small aria-hidden="true">{d}</small>
          </li>
        ))}
        {red.map((d, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the roll.
            key={`red-${i}`}
            className={`die red${d === BREAK_FACE ? " break" : hit(d) ? " hit" : " miss"}`}
            data-testid="red-die"
            aria-label={t("dice.red", {
              ns: ALL_OUT,
              value: d,
              result:
                d === BREAK_FACE ? t("dice.break", { ns: ALL_OUT }) : t(hit(d) ? "dice.hit" : "dice.miss"),
            })}
          >
            <span aria-hidden="true">{d === BREAK_FACE ? BREAK_GLYPH : (FACES[d - 1] ?? d)}</span>
            <small aria-hidden="true">{d === BREAK_FACE ? t("dice.break", { ns: ALL_OUT }) : d}</small>
          </li>
        ))}
      </ul>
      {breaks > 0 ? (
        <p className="dice-breaks" data-testid="dice-breaks">
          {t("dice.breaks", { ns: ALL_OUT, count: breaks })}
        </p>
      ) : null}
    </figure>
  );
});
