import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { seatColour } from "../board/pieces-of.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Layout } from "../inventory/slots.ts";
import type { Words } from "../words/words.ts";
import { CompactSurvivorCard } from "./CompactSurvivorCard.tsx";
import { SurvivorCard } from "./SurvivorCard.tsx";

const NO_COMMANDS: readonly ZombicideCommand[] = [];

/** Commands the dashboards carry themselves (cards laid out by drag and drop, food eaten from a card). */
export const onDashboards = (type: string): boolean => type === "reorganize" || type === "eat";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly seatName: (seat: string) => string;
  /** Every game command `legal` offers the acting seat now. */
  readonly commands: readonly ZombicideCommand[];
  readonly selected: string | null;
  /** Survivors the acting seat may choose to act now. */
  readonly choosable: readonly string[];
  readonly onChoose: (survivor: string) => void;
  /** Cards can be neither moved nor eaten now (a playback runs or a decision waits). */
  readonly locked: boolean;
  readonly onSend: (c: ZombicideCommand) => void;
  /** The survivor shown whole; the others get compact cards. */
  readonly acting: string | null;
  /** Which part to draw: the acting survivor's dashboard, or the others' compact cards. */
  readonly part: "acting" | "others";
}

/** Every survivor's dashboard, with the Reorganize and eat commands `legal` offers wired to their cards. */
export function Dashboards({
  words,
  view,
  seatName,
  commands,
  selected,
  choosable,
  onChoose,
  locked,
  onSend,
  acting,
  part,
}: Props) {
  const { t } = useTranslation(TABLE_NS);
  const eats = useMemo(() => commands.filter((c) => c.type === "eat"), [commands]);
  const reorganizers = useMemo(
    () =>
      new Set(
        commands.flatMap((c) =>
          c.type === "reorganize" && c.with === undefined ? [String(c.survivor)] : [],
        ),
      ),
    [commands],
  );
  const reorganize = useCallback(
    (survivor: string, mine: Layout) => onSend({ type: "reorganize", survivor, mine }),
    [onSend],
  );
  const pick = (s: ZombicideView["survivors"][number]) =>
    choosable.includes(s.id) && !view.turn.active ? onChoose : undefined;
  if (part === "others")
    return (
      <section className="dashboards compact-cards-list" aria-label={t("shell.others")}>
        {view.survivors
          .filter((s) => s.id !== acting)
          .map((s) => (
            <CompactSurvivorCard
              key={s.id}
              words={words}
              view={view}
              survivor={s}
              colour={seatColour(s.seat, view.seats)}
              seatName={seatName(s.seat)}
              onSelect={pick(s)}
            />
          ))}
      </section>
    );
  const s = view.survivors.find((x) => x.id === acting);
  if (!s) return null;
  return (
    <section className="dashboards acting-dashboard" aria-label={t("shell.acting")}>
      <SurvivorCard
        key={s.id}
        words={words}
        view={view}
        survivor={s}
        colour={seatColour(s.seat, view.seats)}
        seatName={seatName(s.seat)}
        selected={selected === s.id}
        onSelect={pick(s)}
        onReorganize={!locked && reorganizers.has(s.id) ? reorganize : undefined}
        eats={locked ? NO_COMMANDS : eatsOf(eats, s.id)}
        onSend={onSend}
      />
    </section>
  );
}

/** The survivor's eat commands, or one shared empty list so its memoised card does not redraw. */
function eatsOf(eats: readonly ZombicideCommand[], survivor: string): readonly ZombicideCommand[] {
  const mine = eats.filter((c) => c.survivor === survivor);
  return mine.length > 0 ? mine : NO_COMMANDS;
}
